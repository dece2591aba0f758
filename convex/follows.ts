import { v } from "convex/values";
import { authedMutation } from "./functions";
import { toggleFollow } from "./model/follows";

/** Follows the builder, or unfollows when already following. Not yourself. */
export const toggle = authedMutation({
  signedOutMessage: "You must be logged in to follow builders.",
  args: { userId: v.id("users") },
  returns: v.object({ isFollowing: v.boolean(), followersCount: v.number() }),
  handler: async (ctx, { userId }) =>
    await toggleFollow(ctx, ctx.viewerId, userId),
});
