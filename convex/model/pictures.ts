/**
 * Profile photos, project covers and portfolio images, in Convex file
 * storage. The browser uploads a file to a URL from `files.generateUploadUrl`
 * and gets its storage id; `profiles.setPhoto` / `projects.setCover` /
 * `portfolio.setImage` then attach it. Those are
 * actions, because only an action reads a stored file's bytes, and the type
 * is decided from the bytes, never from the Content-Type the browser sent
 * (`_storage.contentType` is that claim). Three steps:
 *
 * 1. `files.pictureUpload` (query): the caller is signed in and may change the
 *    profile / project / portfolio item (owner only); the upload exists and has no `files` row
 *    (none: nobody attached it yet). Its stored size.
 * 2. The action: the size against the kind's limit, then the first bytes
 *    against the magic numbers of PNG, JPEG, WebP and GIF.
 * 3. `files.attachPicture` (one transaction): step 1's checks again; a file
 *    refused in step 2 is deleted (it belongs to nobody) and the refusal
 *    returned, so the deletion commits; else the file gets its `files` row, is
 *    set on the profile / project / item, and the file it replaces is deleted.
 *
 * An unattached upload's id is known only to its uploader (the upload's
 * answer), so the first member to attach it owns it. An attached one's id is
 * public (it is in its URL): attaching it again is refused, and the refusal
 * deletes nothing.
 */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { ActionCtx, MutationCtx, QueryCtx } from "../_generated/server";
import {
  appError,
  ERROR_MESSAGES,
  PICTURE_REFUSAL_MESSAGES,
} from "../shared/errors";
import {
  PICTURE_MAX_BYTES,
  PICTURE_SIGNATURE_BYTES,
  pictureTypeOf,
  type PictureKind,
} from "../shared/pictures";
import { deleteStoredFile, findFile, recordFile } from "./files";
import { requireOwnPortfolioItem } from "./portfolio";
import { getProfileByUserIdOrThrow } from "./profiles";
import { requireProjectOwner } from "./projects";

/** Which picture: the viewer's profile photo, a project's cover, or a portfolio item's image. */
export const vPictureTarget = v.union(
  v.object({ kind: v.literal("photo") }),
  v.object({ kind: v.literal("cover"), projectId: v.id("projects") }),
  v.object({
    kind: v.literal("portfolio"),
    itemId: v.id("portfolioItems"),
  }),
);
export type PictureTarget = Infer<typeof vPictureTarget>;

/** Why step 2 refused a file. */
export const vPictureRefusal = literals("FILE_TOO_LARGE", "FILE_TYPE");
export type PictureRefusal = Infer<typeof vPictureRefusal>;

/** A refusal as `attachPicture` returns it, for the action to throw. */
export const vRefusalError = v.object({
  code: vPictureRefusal,
  message: v.string(),
});

/** What holds the picture: the viewer's profile, project or portfolio item. */
type Holder =
  | { kind: "photo"; doc: Doc<"profiles"> }
  | { kind: "cover"; doc: Doc<"projects"> }
  | { kind: "portfolio"; doc: Doc<"portfolioItems"> };

/** The profile / project / item the viewer may change (NOT_FOUND, FORBIDDEN otherwise). */
async function requireHolder(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  target: PictureTarget,
): Promise<Holder> {
  switch (target.kind) {
    case "photo":
      return {
        kind: "photo",
        doc: await getProfileByUserIdOrThrow(ctx, viewerId),
      };
    case "cover":
      return {
        kind: "cover",
        doc: await requireProjectOwner(ctx, viewerId, target.projectId),
      };
    case "portfolio":
      return {
        kind: "portfolio",
        doc: await requireOwnPortfolioItem(ctx, viewerId, target.itemId),
      };
  }
}

/** An upload nobody owns yet (FILE_NOT_FOUND, FILE_ATTACHED otherwise). */
async function requireUnattachedUpload(
  ctx: QueryCtx,
  storageId: Id<"_storage">,
): Promise<{ size: number }> {
  const file = await ctx.db.system.get("_storage", storageId);
  if (file === null) {
    throw appError("FILE_NOT_FOUND", ERROR_MESSAGES.uploadNotFound);
  }
  if ((await findFile(ctx, storageId)) !== null) {
    throw appError("FILE_ATTACHED", ERROR_MESSAGES.uploadAttached);
  }
  return file;
}

/** Step 1: may the viewer attach this upload there? Its stored size. */
export async function checkPictureUpload(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  target: PictureTarget,
  storageId: Id<"_storage">,
): Promise<{ size: number }> {
  await requireHolder(ctx, viewerId, target);
  const { size } = await requireUnattachedUpload(ctx, storageId);
  return { size };
}

/** Step 2: why the stored file cannot be a picture of this kind, or null. */
async function pictureRefusal(
  ctx: ActionCtx,
  kind: PictureKind,
  storageId: Id<"_storage">,
  size: number,
): Promise<PictureRefusal | null> {
  if (size > PICTURE_MAX_BYTES[kind]) return "FILE_TOO_LARGE";
  const blob = await ctx.storage.get(storageId);
  if (blob === null) {
    throw appError("FILE_NOT_FOUND", ERROR_MESSAGES.uploadNotFound);
  }
  const head = await blob.slice(0, PICTURE_SIGNATURE_BYTES).arrayBuffer();
  return pictureTypeOf(new Uint8Array(head)) === null ? "FILE_TYPE" : null;
}

/**
 * Step 3, in one transaction: attaches the upload (or, for null, removes the
 * picture) and deletes the file it replaces. A refused upload is deleted and
 * the refusal returned (not thrown, so the deletion commits).
 */
export async function attachPicture(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  target: PictureTarget,
  storageId: Id<"_storage"> | null,
  refusal: PictureRefusal | null,
): Promise<Infer<typeof vRefusalError> | null> {
  const holder = await requireHolder(ctx, viewerId, target);
  if (storageId !== null) {
    await requireUnattachedUpload(ctx, storageId);
    if (refusal !== null) {
      await ctx.storage.delete(storageId);
      return {
        code: refusal,
        message: PICTURE_REFUSAL_MESSAGES[target.kind][refusal],
      };
    }
    await recordFile(ctx, {
      storageId,
      ownerId: viewerId,
      purpose: target.kind,
    });
  }
  const pictureId = storageId ?? undefined;
  let replaced: Id<"_storage"> | undefined;
  if (holder.kind === "photo") {
    replaced = holder.doc.photoId;
    await ctx.db.patch("profiles", holder.doc._id, { photoId: pictureId });
  } else if (holder.kind === "portfolio") {
    replaced = holder.doc.imageId;
    await ctx.db.patch("portfolioItems", holder.doc._id, {
      imageId: pictureId,
    });
  } else {
    replaced = holder.doc.coverId;
    await ctx.db.patch("projects", holder.doc._id, {
      coverId: pictureId,
      updatedAt: Date.now(),
    });
  }
  if (replaced !== undefined) await deleteStoredFile(ctx, replaced);
  return null;
}

/**
 * `profiles.setPhoto`, `projects.setCover` and `portfolio.setImage`: the three steps, for the
 * caller (the internal functions read the caller's identity, which
 * `runQuery` and `runMutation` pass on). Throws the refusal.
 */
export async function setPicture(
  ctx: ActionCtx,
  target: PictureTarget,
  storageId: Id<"_storage"> | null,
): Promise<null> {
  let refusal: PictureRefusal | null = null;
  if (storageId !== null) {
    const { size } = await ctx.runQuery(internal.files.pictureUpload, {
      target,
      storageId,
    });
    refusal = await pictureRefusal(ctx, target.kind, storageId, size);
  }
  const refused = await ctx.runMutation(internal.files.attachPicture, {
    target,
    storageId,
    refusal,
  });
  if (refused !== null) throw appError(refused.code, refused.message);
  return null;
}
