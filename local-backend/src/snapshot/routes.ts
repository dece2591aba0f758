/**
 * The snapshot routes the Convex CLI's `export` and `import` call
 * (convex-js `src/cli/lib/convexExport.ts`, `convexImport.ts`; Convex's
 * crates/local_backend `snapshot_export.rs`, `snapshot_import.rs`), admin key only:
 *
 *   POST /api/export/request/zip?includeStorage=<bool>   start an export
 *   GET  /api/export/zip/<snapshot ts>                   download it
 *   POST /api/import/start_upload                        -> {uploadToken}
 *   POST /api/import/upload_part?uploadToken=&partNumber= (body: bytes) -> part token
 *   POST /api/import/finish_upload {import, uploadToken, partTokens} -> {importId}
 *   POST /api/perform_import {importId}                  confirm a planned import
 *
 * Progress is read through `_system/cli/exports:getLatest` and
 * `_system/cli/queryImport` (`./system-functions.ts`).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { BAD_ADMIN_KEY } from "../auth/admin-key";
import { requestAuth } from "../http/auth";
import { type HttpHost } from "../http/host";
import { readJsonBody } from "../http/request";
import { HttpError, type RouteHandler, send } from "../http/respond";
import { corsHeaders } from "../http/cors";
import { type ImportFormat, type ImportMode } from "./state";
import { SnapshotError } from "./snapshots";

type Host = Pick<HttpHost, "validateToken" | "adminAccess" | "snapshots">;

const MODES: Record<string, ImportMode> = {
  requireEmpty: "RequireEmpty",
  append: "Append",
  replace: "Replace",
  replaceAll: "ReplaceAll",
};

const finishUpload = z.object({
  import: z.object({
    tableName: z.string().optional(),
    componentPath: z.string().optional(),
    mode: z.enum(["requireEmpty", "append", "replace", "replaceAll"]),
    format: z.enum(["csv", "jsonLines", "jsonArray", "zip"]),
  }),
  uploadToken: z.string(),
  partTokens: z.array(z.string()).max(10000),
});

const performImport = z.object({ importId: z.string() });

function importFormat(
  format: z.infer<typeof finishUpload>["import"]["format"],
  table: string | undefined,
): ImportFormat {
  if (format === "zip") {
    if (table !== undefined)
      throw new HttpError(
        400,
        "InvalidImport",
        "A ZIP import takes no table name.",
      );
    return { format: "zip" };
  }
  if (table === undefined)
    throw new HttpError(
      400,
      "InvalidImport",
      `A ${format} import needs a table name.`,
    );
  const name = {
    csv: "csv",
    jsonLines: "jsonl",
    jsonArray: "json_array",
  } as const;
  return { format: name[format], table };
}

function parsed<T>(schema: z.ZodType<T>, json: unknown): T {
  const result = schema.safeParse(json);
  if (!result.success)
    throw new HttpError(
      400,
      "BadJsonBody",
      `Invalid request body: ${result.error.message}`,
    );
  return result.data;
}

type SnapshotRoute = {
  path: string | RegExp;
  GET?: RouteHandler;
  POST?: RouteHandler;
};

/** A handler for the admin key's holder only; `SnapshotError`s become 400s. */
function adminOnly(host: Host, handler: RouteHandler): RouteHandler {
  return async (req, res, url, param) => {
    const caller = await requestAuth(req, host, true);
    if (!caller.admin)
      throw new HttpError(401, BAD_ADMIN_KEY.code, BAD_ADMIN_KEY.message);
    try {
      await handler(req, res, url, param);
    } catch (e) {
      if (e instanceof SnapshotError)
        throw new HttpError(400, e.code, e.message);
      throw e;
    }
  };
}

/** The snapshot routes, for the `/api/*` route table. */
export function snapshotRoutes(host: Host): SnapshotRoute[] {
  return [...exportRoutes(host), ...importRoutes(host)];
}

function exportRoutes(host: Host): SnapshotRoute[] {
  const admin = (handler: RouteHandler) => adminOnly(host, handler);
  const { snapshots } = host;
  return [
    {
      path: "/api/export/request/zip",
      POST: admin(async (req, res, url) => {
        const include = url.searchParams.get("includeStorage");
        if (include !== null && include !== "true" && include !== "false")
          throw new HttpError(
            400,
            "InvalidQueryParameter",
            "includeStorage must be true or false",
          );
        await snapshots.requestExport(include === "true");
        send(res, req, 200, null);
      }),
    },
    {
      path: /^\/api\/export\/zip\/([^/]+)$/,
      GET: admin(async (req, res, _url, ts) => {
        const file = snapshots.exportFile(ts);
        if (!file)
          throw new HttpError(
            404,
            "ExportNotFound",
            `No export at timestamp ${ts}.`,
          );
        const { size } = await stat(file);
        res.writeHead(200, {
          ...corsHeaders(req),
          "Content-Type": "application/zip",
          "Content-Length": String(size),
          "Content-Disposition": `attachment; filename=snapshot_${ts}.zip`,
        });
        if (req.method === "HEAD") return void res.end();
        await pipeline(createReadStream(file), res);
      }),
    },
  ];
}

function importRoutes(host: Host): SnapshotRoute[] {
  const admin = (handler: RouteHandler) => adminOnly(host, handler);
  const { snapshots } = host;
  return [
    {
      path: "/api/import/start_upload",
      POST: admin(async (req, res) => {
        send(res, req, 200, { uploadToken: await snapshots.startUpload() });
      }),
    },
    {
      path: "/api/import/upload_part",
      POST: admin(async (req, res, url) => {
        const token = url.searchParams.get("uploadToken") ?? "";
        const part = Number(url.searchParams.get("partNumber"));
        send(res, req, 200, await snapshots.uploadPart(token, part, req));
      }),
    },
    {
      path: "/api/import/finish_upload",
      POST: admin(async (req, res) => {
        const body = parsed(finishUpload, await readJsonBody(req));
        const importId = await snapshots.finishUpload(
          body.uploadToken,
          body.partTokens,
          importFormat(body.import.format, body.import.tableName),
          MODES[body.import.mode]!,
          body.import.componentPath ?? "",
        );
        send(res, req, 200, { importId });
      }),
    },
    {
      path: "/api/perform_import",
      POST: admin(async (req, res) => {
        const { importId } = parsed(performImport, await readJsonBody(req));
        await snapshots.confirmImport(importId);
        send(res, req, 200, {});
      }),
    },
  ];
}
