/**
 * Uploads to Convex file storage (profile photos, project covers, team files): the upload
 * URL, the internal steps of `profiles.setPhoto` / `projects.setCover`
 * (model/pictures.ts), and the cleanup of uploads nobody attached.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import {
  authedInternalMutation,
  authedInternalQuery,
  authedMutation,
  internalMutation,
} from "./functions";
import {
  attachPicture as attach,
  checkPictureUpload,
  vPictureRefusal,
  vPictureTarget,
  vRefusalError,
} from "./model/pictures";
import { consumeRateLimit } from "./model/rateLimits";
import {
  deleteUnattachedUploadsPage,
  UNATTACHED_UPLOAD_LIFETIME_MS,
} from "./model/unattachedUploads";

/**
 * A short-lived URL to POST one file to (its bytes as the body, its type as
 * Content-Type); the answer is `{ storageId }`. The file stays the uploader's
 * to attach with `profiles.setPhoto`, `projects.setCover` or
 * `teamFiles.attach` for a day, then is deleted. Signed in; rate limited per
 * member.
 */
export const generateUploadUrl = authedMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => {
    await consumeRateLimit(ctx, "uploadsPerMember", ctx.viewerId);
    return await ctx.storage.generateUploadUrl();
  },
});

/** Step 1 of attaching a picture: may the caller attach it there? Its size. */
export const pictureUpload = authedInternalQuery({
  args: { target: vPictureTarget, storageId: v.id("_storage") },
  returns: v.object({ size: v.number() }),
  handler: async (ctx, { target, storageId }) =>
    await checkPictureUpload(ctx, ctx.viewerId, target, storageId),
});

/** Step 3: attaches (or, for null, removes) the picture; a refused upload is deleted. */
export const attachPicture = authedInternalMutation({
  args: {
    target: vPictureTarget,
    storageId: v.union(v.id("_storage"), v.null()),
    refusal: v.union(vPictureRefusal, v.null()),
  },
  returns: v.union(vRefusalError, v.null()),
  handler: async (ctx, { target, storageId, refusal }) =>
    await attach(ctx, ctx.viewerId, target, storageId, refusal),
});

/**
 * The cron's job: deletes the uploads stored before `cutoff` (default: a day
 * ago) that nobody attached, a page per transaction, each scheduling the next.
 */
export const deleteUnattachedUploads = internalMutation({
  args: {
    cutoff: v.optional(v.number()),
    cursor: v.optional(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    const cutoff = args.cutoff ?? Date.now() - UNATTACHED_UPLOAD_LIFETIME_MS;
    const next = await deleteUnattachedUploadsPage(
      ctx,
      cutoff,
      args.cursor ?? null,
    );
    if (next !== null) {
      await ctx.scheduler.runAfter(0, internal.files.deleteUnattachedUploads, {
        cutoff,
        cursor: next,
      });
    }
    return null;
  },
});
