import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { getFavorite } from "./builders";

export const FAVORITE_MESSAGES = {
  self: "You cannot add yourself to your favorites.",
} as const;

/** Adds the profile to the viewer's favourites, or removes it when already there. */
export async function toggleFavorite(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  profileId: Id<"profiles">,
): Promise<{ isFavorite: boolean }> {
  const profile = await ctx.db.get("profiles", profileId);
  if (profile === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.profileNotFound);
  }
  if (profile.userId === viewerId) {
    throw appError("INVALID_INPUT", FAVORITE_MESSAGES.self);
  }
  const existing = await getFavorite(ctx, viewerId, profileId);
  if (existing !== null) {
    await ctx.db.delete("favorites", existing._id);
    return { isFavorite: false };
  }
  await ctx.db.insert("favorites", { userId: viewerId, profileId });
  return { isFavorite: true };
}
