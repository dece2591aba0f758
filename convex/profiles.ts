import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
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
  listBuilders,
  updateProfile,
  updateProfileLinks,
} from "./model/profiles";
import {
  vProjectCategoryFilter,
  vPublicProfile,
  vViewerProfile,
} from "./model/validators";

/** The viewer's profile (with their email); null when signed out. */
export const me = publicQuery({
  args: {},
  returns: v.union(vViewerProfile, v.null()),
  handler: async (ctx) =>
    ctx.viewerId === null ? null : await getViewerProfile(ctx, ctx.viewerId),
});

/** The Settings tab: any subset; an empty role falls back to the default. */
export const update = authedMutation({
  args: {
    name: v.optional(v.string()),
    role: v.optional(v.string()),
    bio: v.optional(v.string()),
    skills: v.optional(v.array(v.string())),
  },
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
  args: {
    website: v.optional(v.string()),
    github: v.optional(v.string()),
    linkedin: v.optional(v.string()),
  },
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
