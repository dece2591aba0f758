/**
 * The `files` table (tables/files.ts): which stored files belong to whom.
 * Every write of a member's file goes through here, so a file and its row
 * come and go together.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { FilePurpose } from "../shared/files";

/** The row of a stored file, or null when nobody owns it (yet). */
export async function findFile(
  ctx: QueryCtx,
  storageId: Id<"_storage">,
): Promise<Doc<"files"> | null> {
  return await ctx.db
    .query("files")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .unique();
}

/** Records that `ownerId` owns a stored file (the caller checked it is unowned). */
export async function recordFile(
  ctx: MutationCtx,
  file: {
    storageId: Id<"_storage">;
    ownerId: Id<"users">;
    purpose: FilePurpose;
    projectId?: Id<"projects">;
  },
): Promise<Id<"files">> {
  return await ctx.db.insert("files", file);
}

/** Deletes a stored file and its row together. */
export async function deleteFile(
  ctx: MutationCtx,
  file: Doc<"files">,
): Promise<void> {
  await ctx.storage.delete(file.storageId);
  await ctx.db.delete("files", file._id);
}

/** Deletes a stored file by id, with its row when it has one; a missing file is already gone. */
export async function deleteStoredFile(
  ctx: MutationCtx,
  storageId: Id<"_storage">,
): Promise<void> {
  const file = await findFile(ctx, storageId);
  if (file !== null) {
    await deleteFile(ctx, file);
    return;
  }
  if ((await ctx.db.system.get("_storage", storageId)) !== null) {
    await ctx.storage.delete(storageId);
  }
}

/**
 * The URL a stored file is served at, or null when there is none (no id, or
 * the file is gone). Queries resolve it on every read, so no URL is stored.
 */
export async function storedFileUrl(
  ctx: QueryCtx,
  storageId: Id<"_storage"> | undefined,
): Promise<string | null> {
  return storageId === undefined ? null : await ctx.storage.getUrl(storageId);
}
