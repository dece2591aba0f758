/** Uploads to Convex file storage: the URL a member's browser POSTs a file to. */
import { v } from "convex/values";
import { authedMutation } from "./functions";
import { consumeRateLimit } from "./model/rateLimits";

/**
 * A one-time upload URL (signed in; rate limited per member). The upload is
 * nobody's until a mutation attaches it (a photo, a cover, a team file) and
 * writes its `files` row; unattached uploads are deleted after a day.
 */
export const generateUploadUrl = authedMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => {
    await consumeRateLimit(ctx, "uploadsPerMember", ctx.viewerId);
    return await ctx.storage.generateUploadUrl();
  },
});
