/** File storage over HTTP: `POST /api/storage/upload?token=…` and `GET /api/storage/<id>`. */
import { corsHeaders } from "./cors";
import { type HttpHost } from "./host";
import { readBody } from "./request";
import { HttpError, type RouteHandler, send } from "./respond";

/** Uploads to `/api/storage/upload` (not JSON, so not bound by the API's limit). */
const MAX_UPLOAD_BYTES = 20 << 20;

export interface StorageRoutes {
  upload: RouteHandler;
  /** Serves the file whose id is the route's `param`. */
  serve: RouteHandler;
}

export function storageRoutes(host: HttpHost): StorageRoutes {
  return {
    async upload(req, res, url) {
      const token = url.searchParams.get("token") ?? "";
      if (!host.checkUploadToken(token)) {
        throw new HttpError(
          401,
          "InvalidUploadToken",
          "The upload URL is invalid or has expired.",
        );
      }
      const bytes = await readBody(
        req,
        MAX_UPLOAD_BYTES,
        () => new HttpError(413, "RequestTooLarge", "Request body too large."),
      );
      const contentType = req.headers["content-type"] ?? null;
      const storageId = await host.storeFile(bytes, contentType);
      send(res, req, 200, { storageId });
    },

    async serve(req, res, _url, id) {
      const file = await host.readFile(id);
      if (!file)
        throw new HttpError(404, "FileNotFound", `File ${id} not found`);
      res.writeHead(200, {
        ...corsHeaders(req),
        "Content-Type": file.contentType ?? "application/octet-stream",
        "Content-Length": String(file.bytes.length),
        "Cache-Control": "private, max-age=2592000",
      });
      res.end(req.method === "HEAD" ? undefined : file.bytes);
    },
  };
}
