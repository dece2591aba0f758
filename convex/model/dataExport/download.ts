/**
 * The download of a data export (`GET /account/export?id=…`, convex/http.ts):
 * only with the member's own Convex auth token in `Authorization: Bearer`,
 * only their own export, only until it expires. The file is never given a
 * public storage URL (anyone holding one could fetch it, forever).
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx, QueryCtx } from "../../_generated/server";
import {
  DATA_EXPORT_REFUSALS,
  dataExportFileName,
  type DataExportRefusal,
} from "../../shared/dataExports";

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

/**
 * CORS for the web app, which is served from another origin: any origin may
 * ask (as Convex's own API allows), never with credentials; the bearer token
 * is what lets a request in, and only the member's own page holds it.
 */
function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("Origin");
  return {
    ...(origin === null ? {} : { "Access-Control-Allow-Origin": origin }),
    "Access-Control-Expose-Headers": "Content-Disposition",
    Vary: "Origin",
  };
}

function refuse(request: Request, status: DataExportRefusal): Response {
  return new Response(
    JSON.stringify({ status, message: DATA_EXPORT_REFUSALS[status] }),
    {
      status,
      headers: {
        ...corsHeaders(request),
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        ...(status === 401 ? { "WWW-Authenticate": "Bearer" } : {}),
      },
    },
  );
}

/** The caller's identity, or null for no token or one that does not validate. */
async function callerIdentity(ctx: ActionCtx): Promise<unknown> {
  try {
    return await ctx.auth.getUserIdentity();
  } catch {
    return null;
  }
}

/** GET: the export's JSON file as an attachment, or a refusal (401, 404, 410). */
export async function serveDataExport(
  ctx: ActionCtx,
  request: Request,
): Promise<Response> {
  if ((await callerIdentity(ctx)) === null) return refuse(request, 401);
  const exportId = new URL(request.url).searchParams.get("id") ?? "";
  const access = await ctx.runQuery(internal.dataExports.downloadAccess, {
    exportId,
    now: Date.now(),
  });
  if (!access.ok) return refuse(request, access.status);
  const file = await ctx.storage.get(access.storageId);
  if (file === null) return refuse(request, 410);
  return new Response(file, {
    status: 200,
    headers: {
      ...corsHeaders(request),
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${access.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** OPTIONS: the preflight of the web app's GET with its Authorization header. */
export function answerDataExportPreflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request),
      "Access-Control-Allow-Methods": "GET, OPTIONS",
      "Access-Control-Allow-Headers": "Authorization",
      "Access-Control-Max-Age": "86400",
    },
  });
}
