/** Invitations to apply (model/invites.ts). */
import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import {
  listPendingInvites,
  respondToInvite,
  sendInvite,
} from "./model/invites";
import {
  vCreatorSummary,
  vProjectCategory,
  vProjectStatus,
} from "./model/validators";

/** Owner only: invites the builder with this profile to apply to the project. */
export const send = authedMutation({
  args: { projectId: v.id("projects"), profileId: v.id("profiles") },
  returns: v.id("invites"),
  handler: async (ctx, { projectId, profileId }) =>
    await sendInvite(ctx, ctx.viewerId, projectId, profileId, {
      now: Date.now(),
    }),
});

/**
 * Invitee only: accept (the client then opens the apply flow) or decline.
 * Returns the project, so the client knows where to go.
 */
export const respond = authedMutation({
  args: { inviteId: v.id("invites"), accept: v.boolean() },
  returns: v.object({ projectId: v.id("projects") }),
  handler: async (ctx, { inviteId, accept }) => {
    const invite = await respondToInvite(ctx, ctx.viewerId, inviteId, accept, {
      now: Date.now(),
    });
    return { projectId: invite.projectId };
  },
});

/** The viewer's pending invitations, newest first; empty when signed out. */
export const listMine = publicQuery({
  args: {},
  returns: v.array(
    v.object({
      _id: v.id("invites"),
      createdAt: v.number(),
      inviter: vCreatorSummary,
      project: v.object({
        _id: v.id("projects"),
        title: v.string(),
        category: vProjectCategory,
        status: vProjectStatus,
        seatsLeft: v.number(),
      }),
    }),
  ),
  handler: async (ctx) =>
    ctx.viewerId === null ? [] : await listPendingInvites(ctx, ctx.viewerId),
});
