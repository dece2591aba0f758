import { v } from "convex/values";
import { authedMutation } from "./functions";
import { toggleFavorite } from "./model/favorites";

/** Adds the builder to the viewer's favourites, or removes them. */
export const toggle = authedMutation({
  signedOutMessage: "You must be logged in to save favorites.",
  args: { profileId: v.id("profiles") },
  returns: v.object({ isFavorite: v.boolean() }),
  handler: async (ctx, { profileId }) =>
    await toggleFavorite(ctx, ctx.viewerId, profileId),
});
