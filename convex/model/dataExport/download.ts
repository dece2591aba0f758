/**
 * The download of a data export (`GET /account/export?id=…`, convex/http.ts):
 * only with the member's own Convex auth token in `Authorization: Bearer`,
 * only their own export, only until it expires (the serving itself:
 * model/authedDownload.ts).
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx, QueryCtx } from "../../_generated/server";
import {
  DATA_EXPORT_REFUSALS,
  dataExportFileName,
  type DataExportRefusal,
} from "../../shared/dataExports";
import {
  hasValidToken,
  refuseDownload,
  serveAttachment,
} from "../authedDownload";

export type DownloadAccess =
  | { ok: true; storageId: Id<"_storage">; fileName: string }
  | { ok: false; status: DataExportRefusal };

/**
 * Whether `viewerId` may download the export a link names at `now`: someone
 * else's export answers as one that does not exist.
 */
export async function downloadAccess(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  rawExportId: string,
  now: number,
): Promise<DownloadAccess> {
  if (viewerId === null) return { ok: false, status: 401 };
  const exportId = ctx.db.normalizeId("dataExports", rawExportId);
  const row =
    exportId === null ? null : await ctx.db.get("dataExports", exportId);
  if (row === null || row.ownerId !== viewerId)
    return { ok: false, status: 404 };
  const expired =
    row.status === "expired" ||
    (row.expiresAt !== undefined && row.expiresAt <= now);
  if (expired) return { ok: false, status: 410 };
  if (
    row.status !== "ready" ||
    row.storageId === undefined ||
    row.readyAt === undefined
  ) {
    return { ok: false, status: 404 };
  }
  return {
    ok: true,
    storageId: row.storageId,
    fileName: dataExportFileName(row.readyAt),
  };
}

/** GET: the export's JSON file as an attachment, or a refusal (401, 404, 410). */
export async function serveDataExport(
  ctx: ActionCtx,
  request: Request,
): Promise<Response> {
  const refuse = (status: DataExportRefusal) =>
    refuseDownload(request, status, DATA_EXPORT_REFUSALS[status]);
  if (!(await hasValidToken(ctx))) return refuse(401);
  const exportId = new URL(request.url).searchParams.get("id") ?? "";
  const access = await ctx.runQuery(internal.dataExports.downloadAccess, {
    exportId,
    now: Date.now(),
  });
  if (!access.ok) return refuse(access.status);
  const file = await ctx.storage.get(access.storageId);
  if (file === null) return refuse(410);
  return serveAttachment(
    request,
    file,
    access.fileName,
    "application/json; charset=utf-8",
  );
}
