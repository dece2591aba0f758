/**
 * Who may enter a project's team room: its owner and its accepted members,
 * nobody else. Every team function starts here, queries included, so a
 * member removed (their application leaves "accepted") loses access in the
 * same transaction: the queries they subscribe to read their application row,
 * re-run, and answer FORBIDDEN.
 *
 * A missing project is NOT_FOUND; an existing one the viewer is not on the
 * team of is FORBIDDEN (the project page is public, so its existence is no
 * secret).
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";

export type TeamRole = "owner" | "member";

export type TeamRoom = {
  project: Doc<"projects">;
  role: TeamRole;
};

/** The viewer's role on the project's team, or null when they are not on it. */
export async function teamRoleOf(
  ctx: QueryCtx,
  project: Doc<"projects">,
  userId: Id<"users">,
): Promise<TeamRole | null> {
  if (project.creatorId === userId) return "owner";
  const application = await ctx.db
    .query("applications")
    .withIndex("by_project_and_applicant", (q) =>
      q.eq("projectId", project._id).eq("applicantId", userId),
    )
    .first();
  return application?.status === "accepted" ? "member" : null;
}

/** The project and the viewer's role: NOT_FOUND without the project, FORBIDDEN off the team. */
export async function requireTeamRoom(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<TeamRoom> {
  const project = await ctx.db.get("projects", projectId);
  if (project === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.teamRoomNotFound);
  }
  const role = await teamRoleOf(ctx, project, viewerId);
  if (role === null) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notTeamMember);
  }
  return { project, role };
}

/** As requireTeamRoom, for the owner only (FORBIDDEN for members). */
export async function requireTeamOwner(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<Doc<"projects">> {
  const room = await requireTeamRoom(ctx, viewerId, projectId);
  if (room.role !== "owner") {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notOwner);
  }
  return room.project;
}

/** The team's user ids: the owner first, then the accepted members (bounded by the seats). */
export async function teamUserIds(
  ctx: QueryCtx,
  project: Doc<"projects">,
): Promise<Id<"users">[]> {
  const accepted = await ctx.db
    .query("applications")
    .withIndex("by_project_and_status", (q) =>
      q.eq("projectId", project._id).eq("status", "accepted"),
    )
    .take(LIMITS.maxOpenPositions);
  return [project.creatorId, ...accepted.map((row) => row.applicantId)];
}

/** Whether `userId` is on the team (for an assignee, a mention). */
export async function isOnTeam(
  ctx: QueryCtx,
  project: Doc<"projects">,
  userId: Id<"users">,
): Promise<boolean> {
  return (await teamRoleOf(ctx, project, userId)) !== null;
}
