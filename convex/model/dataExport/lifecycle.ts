/**
 * A member's data export, from request to expiry (tables/dataExports.ts):
 *
 * - request: a pending row and the scheduled action that makes the file
 *   (dataExports.build); asking again while one is being made returns it.
 * - finish: the file is recorded (`files`, purpose "export") and the row is
 *   ready until `expiresAt`, when a scheduled function deletes the file; an
 *   older ready export is expired at once, so a member holds one file.
 * - fail: the row says failed; the member may ask again.
 *
 * Each step is one transaction, so the row and the file never disagree.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import {
  DATA_EXPORT_TTL_MS,
  type DataExportStatus,
} from "../../shared/dataExports";
import { deleteStoredFile, findFile, recordFile } from "../files";
import { consumeRateLimit } from "../rateLimits";

/** The member's latest export, or null when they never asked for one. */
export async function latestDataExport(
  ctx: QueryCtx,
  ownerId: Id<"users">,
): Promise<Doc<"dataExports"> | null> {
  return await ctx.db
    .query("dataExports")
    .withIndex("by_owner_and_requestedAt", (q) => q.eq("ownerId", ownerId))
    .order("desc")
    .first();
}

/**
 * The export's status as the member sees it: a pending export whose action
 * ended without finishing it (a crash, a timeout) is failed, so they can ask
 * again.
 */
export async function dataExportStatus(
  ctx: QueryCtx,
  row: Doc<"dataExports">,
): Promise<DataExportStatus> {
  if (row.status !== "pending" || row.buildJobId === undefined) {
    return row.status;
  }
  const job = await ctx.db.system.get("_scheduled_functions", row.buildJobId);
  const running =
    job !== null &&
    (job.state.kind === "pending" || job.state.kind === "inProgress");
  return running ? "pending" : "failed";
}

/**
 * Starts an export of the member's data, or returns the one being made.
 * Rate limited (dataExportsPerUser); a refused call writes nothing.
 */
export async function requestDataExport(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  now: number,
): Promise<Id<"dataExports">> {
  const latest = await latestDataExport(ctx, ownerId);
  if (latest !== null && (await dataExportStatus(ctx, latest)) === "pending") {
    return latest._id;
  }
  await consumeRateLimit(ctx, "dataExportsPerUser", ownerId);
  if (latest?.status === "pending") {
    await ctx.db.patch("dataExports", latest._id, { status: "failed" });
  }
  const exportId = await ctx.db.insert("dataExports", {
    ownerId,
    status: "pending",
    requestedAt: now,
  });
  const buildJobId = await ctx.scheduler.runAfter(
    0,
    internal.dataExports.build,
    { exportId },
  );
  await ctx.db.patch("dataExports", exportId, { buildJobId });
  return exportId;
}

/**
 * Records the made file on a pending export and makes it ready until
 * `now + DATA_EXPORT_TTL_MS`. Returns false, having deleted the file, when
 * the export is no longer pending (it failed meanwhile, or is gone).
 */
export async function finishDataExport(
  ctx: MutationCtx,
  exportId: Id<"dataExports">,
  file: { storageId: Id<"_storage">; byteSize: number },
  now: number,
): Promise<boolean> {
  const row = await ctx.db.get("dataExports", exportId);
  if (row === null || row.status !== "pending") {
    await ctx.storage.delete(file.storageId);
    return false;
  }
  await expireReadyExports(ctx, row.ownerId);
  await recordFile(ctx, {
    storageId: file.storageId,
    ownerId: row.ownerId,
    purpose: "export",
  });
  const expiresAt = now + DATA_EXPORT_TTL_MS;
  const expiryJobId = await ctx.scheduler.runAt(
    expiresAt,
    internal.dataExports.expire,
    { exportId },
  );
  await ctx.db.patch("dataExports", exportId, {
    status: "ready",
    readyAt: now,
    expiresAt,
    storageId: file.storageId,
    byteSize: file.byteSize,
    expiryJobId,
  });
  return true;
}

/**
 * Marks a pending export failed (the member may ask again), and deletes the
 * file the action stored for it, if any, unless an export holds it.
 */
export async function failDataExport(
  ctx: MutationCtx,
  exportId: Id<"dataExports">,
  storageId: Id<"_storage"> | undefined,
): Promise<void> {
  const row = await ctx.db.get("dataExports", exportId);
  if (row?.status === "pending") {
    await ctx.db.patch("dataExports", exportId, { status: "failed" });
  }
  if (storageId !== undefined && (await findFile(ctx, storageId)) === null) {
    await deleteStoredFile(ctx, storageId);
  }
}

/** The owner of an export still being made, or null (it finished, failed or is gone). */
export async function pendingExportOwner(
  ctx: QueryCtx,
  exportId: Id<"dataExports">,
): Promise<Id<"users"> | null> {
  const row = await ctx.db.get("dataExports", exportId);
  return row?.status === "pending" ? row.ownerId : null;
}

/** Deletes a ready export's file (and its `files` row); the row says expired. */
export async function expireDataExport(
  ctx: MutationCtx,
  exportId: Id<"dataExports">,
): Promise<void> {
  const row = await ctx.db.get("dataExports", exportId);
  if (row?.status !== "ready") return;
  if (row.storageId !== undefined) {
    await deleteStoredFile(ctx, row.storageId);
  }
  if (row.expiryJobId !== undefined) {
    const job = await ctx.db.system.get(
      "_scheduled_functions",
      row.expiryJobId,
    );
    if (job?.state.kind === "pending") await ctx.scheduler.cancel(job._id);
  }
  await ctx.db.patch("dataExports", exportId, {
    status: "expired",
    storageId: undefined,
  });
}

/** Expires the member's ready exports (at most one: each new one expires the last). */
async function expireReadyExports(
  ctx: MutationCtx,
  ownerId: Id<"users">,
): Promise<void> {
  const ready = await ctx.db
    .query("dataExports")
    .withIndex("by_owner_and_status", (q) =>
      q.eq("ownerId", ownerId).eq("status", "ready"),
    )
    .take(10);
  for (const row of ready) await expireDataExport(ctx, row._id);
}
