import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import { blockUser, listBlocked, unblockUser } from "./model/blocks";

/**
 * Blocks a user (never yourself): while it stands neither can message or
 * invite the other, they cannot apply to your projects or accept your
 * invitations, they do not see your contact options, and neither appears in
 * the other's recommendations. Private: they are not told. Idempotent.
 */
export const block = authedMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    await blockUser(ctx, ctx.viewerId, userId, { now: Date.now() });
    return null;
  },
});

/** Lifts the viewer's block of a user (nothing when there is none). */
export const unblock = authedMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    await unblockUser(ctx, ctx.viewerId, userId);
    return null;
  },
});

/** The people the viewer blocked, newest first (Settings); empty when signed out. */
export const listMine = publicQuery({
  args: {},
  returns: v.array(
    v.object({
      userId: v.id("users"),
      profileId: v.union(v.id("profiles"), v.null()),
      name: v.string(),
      username: v.union(v.string(), v.null()),
      avatarUrl: v.union(v.string(), v.null()),
      blockedAt: v.number(),
    }),
  ),
  handler: async (ctx) =>
    ctx.viewerId === null ? [] : await listBlocked(ctx, ctx.viewerId),
});
