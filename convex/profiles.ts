import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { zodToConvexFields } from "convex-helpers/server/zod4";
import {
  authedMutation,
  publicAction,
  publicQuery,
  sharedQuery,
} from "./functions";
import { setPicture } from "./model/pictures";
import {
  getViewerProfile,
  getPublicProfile,
  updateProfile,
  updateProfileLinks,
} from "./model/profiles";
import { listBuilders } from "./model/builderLists";
import {
  vProjectCategoryFilter,
  vPublicProfile,
  vViewerProfile,
} from "./model/validators";
import { profileLinksSchema } from "./shared/profileLinks";
import { profileUpdateSchema } from "./shared/schemas";

/** The viewer's profile (with their email); null when signed out. */
export const me = publicQuery({
  args: {},
  returns: v.union(vViewerProfile, v.null()),
  handler: async (ctx) =>
    ctx.viewerId === null ? null : await getViewerProfile(ctx, ctx.viewerId),
});

/**
 * The Settings tab: any subset; an empty role falls back to the default.
 * Arguments and rules are `profileUpdateSchema`'s (INVALID_INPUT with the
 * form's message).
 */
export const update = authedMutation({
  args: zodToConvexFields(profileUpdateSchema.shape),
  returns: v.null(),
  handler: async (ctx, args) => {
    await updateProfile(ctx, ctx.viewerId, args);
    return null;
  },
});

/** The /builders page: real profiles, public fields only. */
export const list = sharedQuery({
  args: {
    search: v.optional(v.string()),
    category: v.optional(vProjectCategoryFilter),
    paginationOpts: paginationOptsValidator,
  },
  returns: paginationResultValidator(vPublicProfile),
  handler: async (ctx, args) => await listBuilders(ctx, args),
});

/** /builders/:id: one builder's public profile, or null. */
export const get = sharedQuery({
  args: { profileId: v.id("profiles") },
  returns: v.union(vPublicProfile, v.null()),
  handler: async (ctx, { profileId }) => await getPublicProfile(ctx, profileId),
});

/**
 * The viewer's profile links (website, GitHub, LinkedIn): https only (an
 * address without a scheme, "nora.dev", is stored as https://nora.dev), each
 * on its own site, at most 200 characters; an empty string removes one. Shown
 * on the profile to everyone the viewer has not blocked.
 */
export const updateLinks = authedMutation({
  args: zodToConvexFields(profileLinksSchema.shape),
  returns: v.null(),
  handler: async (ctx, args) => {
    await updateProfileLinks(ctx, ctx.viewerId, args);
    return null;
  },
});

/**
 * Sets the viewer's profile photo to an upload of theirs
 * (`files.generateUploadUrl`), or removes it (null); the photo it replaces is
 * deleted. PNG, JPEG, WebP or GIF by its bytes, at most 2 MB; a refused
 * upload is deleted. Shown as `avatarUrl` wherever the viewer appears.
 */
export const setPhoto = publicAction({
  args: { storageId: v.union(v.id("_storage"), v.null()) },
  returns: v.null(),
  handler: async (ctx, { storageId }) =>
    await setPicture(ctx, { kind: "photo" }, storageId),
});
