/**
 * Uploads nobody attached: a `_storage` file without a `files` row
 * (tables/files.ts), such as a picture chosen and never saved. The cron
 * (crons.ts) deletes those older than a day, a page per transaction.
 */
import type { MutationCtx } from "../_generated/server";
import { findFile } from "./files";

/** How long an upload may wait to be attached. */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Stored files read per transaction. */
const PAGE_SIZE = 100;

/**
 * Deletes the unattached uploads of one page of the files stored before
 * `cutoff`, oldest first; the cursor to go on from, or null after the last.
 */
export async function deleteUnattachedUploadsPage(
  ctx: MutationCtx,
  cutoff: number,
  cursor: string | null,
): Promise<string | null> {
  const page = await ctx.db.system
    .query("_storage")
    .withIndex("by_creation_time", (q) => q.lt("_creationTime", cutoff))
    .paginate({ numItems: PAGE_SIZE, cursor });
  for (const file of page.page) {
    if ((await findFile(ctx, file._id)) === null) {
      await ctx.storage.delete(file._id);
    }
  }
  return page.isDone ? null : page.continueCursor;
}
