/** The member's latest export as `account.dataExport` shows it. */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  DATA_EXPORT_STATUSES,
  dataExportDownloadPath,
  dataExportFileName,
} from "../../shared/dataExports";
import { dataExportStatus, latestDataExport } from "./lifecycle";

export const vDataExportView = v.object({
  _id: v.id("dataExports"),
  status: literals(...DATA_EXPORT_STATUSES),
  requestedAt: v.number(),
  /** While ready: when it was made and when its file is deleted. */
  readyAt: v.optional(v.number()),
  expiresAt: v.optional(v.number()),
  byteSize: v.optional(v.number()),
  /** While ready: the name to save it under. */
  fileName: v.optional(v.string()),
  /**
   * While ready: the download, relative to the deployment's HTTP actions URL
   * (convex/http.ts); it answers only with the member's own auth token.
   */
  downloadPath: v.optional(v.string()),
});
export type DataExportView = Infer<typeof vDataExportView>;

/** The member's latest export, or null when they never asked for one. */
export async function getDataExportView(
  ctx: QueryCtx,
  ownerId: Id<"users">,
): Promise<DataExportView | null> {
  const row = await latestDataExport(ctx, ownerId);
  if (row === null) return null;
  const status = await dataExportStatus(ctx, row);
  const base = { _id: row._id, status, requestedAt: row.requestedAt };
  if (status !== "ready" || row.readyAt === undefined) return base;
  return {
    ...base,
    readyAt: row.readyAt,
    expiresAt: row.expiresAt,
    byteSize: row.byteSize,
    fileName: dataExportFileName(row.readyAt),
    downloadPath: dataExportDownloadPath(row._id),
  };
}
