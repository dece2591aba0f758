import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../shared/errors";
import { getFollow } from "./builders";
import { getProfileByUserIdOrThrow } from "./profiles";

export const FOLLOW_MESSAGES = {
  self: "You cannot follow yourself.",
} as const;

/** Adds `delta` to the builder's followers counter, creating it on first use. */
async function bumpFollowersCount(
  ctx: MutationCtx,
  userId: Id<"users">,
  delta: 1 | -1,
): Promise<number> {
  const stats = await ctx.db
    .query("builderStats")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  if (stats === null) {
    const followersCount = Math.max(0, delta);
    await ctx.db.insert("builderStats", { userId, followersCount });
    return followersCount;
  }
  const followersCount = Math.max(0, stats.followersCount + delta);
  await ctx.db.patch("builderStats", stats._id, { followersCount });
  return followersCount;
}

/**
 * Follows the builder, or unfollows when already following; the counter
 * changes in the same transaction as the row, so it never drifts.
 */
export async function toggleFollow(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  followeeId: Id<"users">,
): Promise<{ isFollowing: boolean; followersCount: number }> {
  if (followeeId === viewerId) {
    throw appError("INVALID_INPUT", FOLLOW_MESSAGES.self);
  }
  await getProfileByUserIdOrThrow(ctx, followeeId);
  const existing = await getFollow(ctx, viewerId, followeeId);
  if (existing !== null) {
    await ctx.db.delete("follows", existing._id);
    return {
      isFollowing: false,
      followersCount: await bumpFollowersCount(ctx, followeeId, -1),
    };
  }
  await ctx.db.insert("follows", { followerId: viewerId, followeeId });
  return {
    isFollowing: true,
    followersCount: await bumpFollowersCount(ctx, followeeId, 1),
  };
}
