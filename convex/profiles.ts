import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import { getViewerProfile, updateProfile } from "./model/profiles";
import { vViewerProfile } from "./model/validators";

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
