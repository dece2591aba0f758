/**
 * The team as the room shows it (the owner, then the accepted members, with
 * roles), and changes to it: the owner removes a member, a member leaves.
 * Either way their application leaves "accepted" (to "removed" or "left"),
 * the seat opens again (model/projects.ts `releaseSeat`), their room state
 * goes, their tasks lose their assignee, and they lose access to the room in
 * that same transaction. The owner cannot leave, and a completed project's
 * team is final (its reviews and reputations were counted on it).
 *
 * Joining is an accept (model/applications.ts); model/teamJoin.ts tells the team.
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { assertTransition, findApplication } from "./applications";
import { notify } from "./notifications";
import { releaseSeat } from "./projects";
import { refreshTeamSkills } from "./team";
import { requireTeamOwner, requireTeamRoom, teamUserIds } from "./teamAccess";
import { teamPeople, vTeamPerson } from "./teamPeople";
import { unassignAll } from "./teamTasks";
import { setTyping } from "./teamTyping";
import { dropReadState } from "./teamUnread";

export const vTeamMember = v.object({
  ...vTeamPerson.fields,
  role: v.union(v.literal("owner"), v.literal("member")),
  isViewer: v.boolean(),
});
export type TeamMemberView = Infer<typeof vTeamMember>;

/** The team, the owner first (bounded: the owner plus the project's seats). */
export async function listMembers(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<TeamMemberView[]> {
  const { project } = await requireTeamRoom(ctx, viewerId, projectId);
  const ids = await teamUserIds(ctx, project);
  const people = await teamPeople(ctx, ids);
  return ids.map((userId) => ({
    ...people.get(userId)!,
    role: userId === project.creatorId ? "owner" : "member",
    isViewer: userId === viewerId,
  }));
}

/** The member's accepted application, or the reason they cannot go. */
async function acceptedApplicationOf(
  ctx: QueryCtx,
  project: Doc<"projects">,
  userId: Id<"users">,
): Promise<Doc<"applications">> {
  if (project.status === "completed") {
    throw appError("INVALID_TRANSITION", ERROR_MESSAGES.teamFinal);
  }
  const application = await findApplication(ctx, project._id, userId);
  if (application === null || application.status !== "accepted") {
    throw appError("NOT_FOUND", ERROR_MESSAGES.notTeamMemberToRemove);
  }
  return application;
}

/** The member is off the team: application, seat, room state, tasks. */
async function takeOffTeam(
  ctx: MutationCtx,
  project: Doc<"projects">,
  application: Doc<"applications">,
  status: "removed" | "left",
  now: number,
): Promise<void> {
  assertTransition(application, status);
  await ctx.db.patch("applications", application._id, {
    status,
    decidedAt: now,
  });
  await releaseSeat(ctx, project, application.roleKey, { now });
  await refreshTeamSkills(ctx, project._id);
  await dropReadState(ctx, project._id, application.applicantId);
  await setTyping(ctx, project._id, application.applicantId, false, now);
  await unassignAll(ctx, project._id, application.applicantId);
}

/** Owner only: removes a member; they are told, the seat opens again. */
export async function removeMember(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  args: { projectId: Id<"projects">; userId: Id<"users"> },
  now: number,
): Promise<void> {
  const project = await requireTeamOwner(ctx, viewerId, args.projectId);
  if (args.userId === project.creatorId) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.removeSelf);
  }
  const application = await acceptedApplicationOf(ctx, project, args.userId);
  await takeOffTeam(ctx, project, application, "removed", now);
  await notify(
    ctx,
    {
      userId: args.userId,
      kind: "teamMemberRemoved",
      actorId: viewerId,
      projectId: project._id,
    },
    { now },
  );
}

/** A member leaves; the rest of the team is told, the seat opens again. */
export async function leaveTeam(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  now: number,
): Promise<void> {
  const { project, role } = await requireTeamRoom(ctx, viewerId, projectId);
  if (role === "owner") {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.ownerCannotLeave);
  }
  const application = await acceptedApplicationOf(ctx, project, viewerId);
  await memberLeaves(ctx, project, application, now);
}

/**
 * `application`'s member leaves `project`'s team (their own Leave, or their
 * account's deletion, model/accountDeletionSteps/marketplace.ts): off the
 * team as on removal, and the rest of the team is told.
 */
export async function memberLeaves(
  ctx: MutationCtx,
  project: Doc<"projects">,
  application: Doc<"applications">,
  now: number,
): Promise<void> {
  await takeOffTeam(ctx, project, application, "left", now);
  for (const userId of await teamUserIds(ctx, project)) {
    await notify(
      ctx,
      {
        userId,
        kind: "teamMemberLeft",
        actorId: application.applicantId,
        projectId: project._id,
      },
      { now },
    );
  }
}
