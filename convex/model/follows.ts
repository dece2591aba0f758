import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../shared/errors";
import { countFollow, getFollowersCount } from "./aggregates";
import { getFollow } from "./builders";
import { getProfileByUserIdOrThrow } from "./profiles";

export const FOLLOW_MESSAGES = {
  self: "You cannot follow yourself.",
} as const;

/**
 * Follows the builder, or unfollows when already following; the followers
 * aggregate changes in the same transaction as the row, so it never drifts.
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
    await countFollow(ctx, { before: existing, after: null });
    return {
      isFollowing: false,
      followersCount: await getFollowersCount(ctx, followeeId),
    };
  }
  const followId = await ctx.db.insert("follows", {
    followerId: viewerId,
    followeeId,
  });
  await countFollow(ctx, {
    before: null,
    after: await ctx.db.get("follows", followId),
  });
  return {
    isFollowing: true,
    followersCount: await getFollowersCount(ctx, followeeId),
  };
}
