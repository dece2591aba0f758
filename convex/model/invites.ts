/**
 * Invitations to apply: an owner invites a builder to a project; the builder
 * accepts (and then applies through the usual flow) or declines. One invite
 * per (project, builder) ever, so declining is final and nobody is nagged.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { notify } from "./notifications";
import { getCreatorSummary, type CreatorSummary } from "./profiles";
import {
  assertAcceptingApplications,
  getProjectOrThrow,
  requireProjectOwner,
  type WriteOptions,
} from "./projects";
import { consumeRateLimit } from "./rateLimits";
import { assertNotBlocked } from "./blocks";
import { isRecruitingProject, seatsLeft } from "../shared/recruiting";

/** Pending invitations listed at most. */
export const INVITES_LIST_LIMIT = 50;

export async function findInvite(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  inviteeId: Id<"users">,
): Promise<Doc<"invites"> | null> {
  return await ctx.db
    .query("invites")
    .withIndex("by_project_and_invitee", (q) =>
      q.eq("projectId", projectId).eq("inviteeId", inviteeId),
    )
    .first();
}

/** Owner only; the project must take applications and the builder must not have applied. */
export async function sendInvite(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  profileId: Id<"profiles">,
  { now }: WriteOptions,
): Promise<Id<"invites">> {
  const project = await requireProjectOwner(ctx, viewerId, projectId);
  assertAcceptingApplications(project);
  const profile = await ctx.db.get("profiles", profileId);
  if (profile === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.profileNotFound);
  }
  const inviteeId = profile.userId;
  if (inviteeId === viewerId) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.inviteSelf);
  }
  await assertNotBlocked(ctx, viewerId, inviteeId);
  if ((await findInvite(ctx, projectId, inviteeId)) !== null) {
    throw appError("ALREADY_INVITED", ERROR_MESSAGES.alreadyInvited);
  }
  const application = await ctx.db
    .query("applications")
    .withIndex("by_project_and_applicant", (q) =>
      q.eq("projectId", projectId).eq("applicantId", inviteeId),
    )
    .first();
  if (application !== null) {
    throw appError("ALREADY_APPLIED", ERROR_MESSAGES.inviteMember);
  }
  await consumeRateLimit(ctx, "invitesPerOwner", viewerId);
  const inviteId = await ctx.db.insert("invites", {
    projectId,
    inviterId: viewerId,
    inviteeId,
    status: "pending",
    createdAt: now,
  });
  await notify(
    ctx,
    {
      userId: inviteeId,
      kind: "inviteReceived",
      actorId: viewerId,
      projectId,
      inviteId,
    },
    { now },
  );
  return inviteId;
}

/**
 * Invitee only, pending only. Accepting does not apply: the builder applies
 * next, so it needs a project that is still recruiting; declining never does.
 */
export async function respondToInvite(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  inviteId: Id<"invites">,
  accept: boolean,
  { now }: WriteOptions,
): Promise<Doc<"invites">> {
  const invite = await ctx.db.get("invites", inviteId);
  // Someone else's invite is "not found": its existence is not theirs to learn.
  if (invite === null || invite.inviteeId !== viewerId) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.inviteNotFound);
  }
  if (invite.status !== "pending") {
    throw appError("INVALID_TRANSITION", ERROR_MESSAGES.inviteAnswered);
  }
  if (accept) {
    assertAcceptingApplications(await getProjectOrThrow(ctx, invite.projectId));
    await assertNotBlocked(ctx, viewerId, invite.inviterId);
  }
  const status = accept ? "accepted" : "declined";
  await ctx.db.patch("invites", inviteId, { status, respondedAt: now });
  await notify(
    ctx,
    {
      userId: invite.inviterId,
      kind: accept ? "inviteAccepted" : "inviteDeclined",
      actorId: viewerId,
      projectId: invite.projectId,
      inviteId,
    },
    { now },
  );
  return { ...invite, status, respondedAt: now };
}

export type ReceivedInvite = {
  _id: Id<"invites">;
  createdAt: number;
  inviter: CreatorSummary;
  project: {
    _id: Id<"projects">;
    title: string;
    category: Doc<"projects">["category"];
    status: Doc<"projects">["status"];
    seatsLeft: number;
  };
};

/**
 * The viewer's pending invitations, newest first; ones whose project is gone
 * or no longer recruiting are skipped (there is nothing to apply to; they
 * come back if the project reopens).
 */
export async function listPendingInvites(
  ctx: QueryCtx,
  viewerId: Id<"users">,
): Promise<ReceivedInvite[]> {
  const invites = await ctx.db
    .query("invites")
    .withIndex("by_invitee_and_status_and_createdAt", (q) =>
      q.eq("inviteeId", viewerId).eq("status", "pending"),
    )
    .order("desc")
    .take(INVITES_LIST_LIMIT);
  const rows = await Promise.all(
    invites.map(async (invite) => {
      const project = await ctx.db.get("projects", invite.projectId);
      if (project === null || !isRecruitingProject(project)) return null;
      return {
        _id: invite._id,
        createdAt: invite.createdAt,
        inviter: await getCreatorSummary(ctx, invite.inviterId),
        project: {
          _id: project._id,
          title: project.title,
          category: project.category,
          status: project.status,
          seatsLeft: seatsLeft(project),
        },
      };
    }),
  );
  return rows.filter((row) => row !== null);
}
