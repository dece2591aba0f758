/**
 * Completing a project: the owner marks it completed, which freezes its team
 * (the owner and the accepted members) in `projectTeams`, counts the
 * completion in each member's reputation, tells the members and closes the
 * applications still waiting, all in one transaction. A completed project
 * takes no applications, accepts or invites.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { notify } from "./notifications";
import { requireProjectOwner } from "./projects";
import { adjustReputation } from "./reputation";
import { countProjectChange } from "./aggregates";
import { syncProjectSkills } from "./skillIndex";
import { getTeamMembers } from "./team";
import { writeActivity } from "./activity";
import { closeStrandedApplications } from "./applicationClosure";

export async function completeProject(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  { now }: { now: number },
): Promise<void> {
  const project = await requireProjectOwner(ctx, viewerId, projectId);
  if (project.status === "completed") return;
  const members = await getTeamMembers(ctx, projectId);
  if (members.length === 0) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.completeNeedsTeam);
  }
  await ctx.db.patch("projects", projectId, {
    status: "completed",
    completedAt: now,
    updatedAt: now,
  });
  await countProjectChange(ctx, project, projectId);
  const team = [
    { userId: project.creatorId, role: "owner" as const },
    ...members.map(({ userId }) => ({ userId, role: "member" as const })),
  ];
  for (const { userId, role } of team) {
    await ctx.db.insert("projectTeams", {
      projectId,
      userId,
      role,
      completedAt: now,
    });
    await adjustReputation(ctx, userId, { completedProjects: 1 }, now);
  }
  // One "You marked ... completed" for the owner, however many are told.
  await writeActivity(
    ctx,
    { userId: viewerId, kind: "projectCompleted", role: "actor", projectId },
    now,
  );
  for (const { userId } of members) {
    await notify(
      ctx,
      { userId, kind: "projectCompleted", actorId: viewerId, projectId },
      { now },
    );
  }
  await syncProjectSkills(ctx, projectId);
  await closeStrandedApplications(ctx, projectId, { now });
}

/** A user's place on a completed project's team, or null. */
export async function getTeamRow(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<Doc<"projectTeams"> | null> {
  return await ctx.db
    .query("projectTeams")
    .withIndex("by_project_and_user", (q) =>
      q.eq("projectId", projectId).eq("userId", userId),
    )
    .unique();
}

/** A completed project's team (bounded: the owner plus at most the project's seats). */
export async function getCompletedTeam(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<Doc<"projectTeams">[]> {
  return await ctx.db
    .query("projectTeams")
    .withIndex("by_project_and_user", (q) => q.eq("projectId", projectId))
    .take(TEAM_MAX);
}

/** The owner plus the most seats a project can have. */
const TEAM_MAX = 1 + LIMITS.maxOpenPositions;
