/**
 * File storage over HTTP: `POST /api/storage/upload?token=…` and `GET /api/storage/<id>`,
 * answered as Convex's `storage_upload` and `storage_get`
 * (crates/local_backend/src/storage.rs) answer them.
 */
import { type IncomingMessage, type ServerResponse } from "node:http";
import {
  digestHeader,
  parseDigestHeader,
  Sha256MismatchError,
} from "../storage/sha256";
import { readRange, type ServedPart, servedPart } from "./byte-range";
import { corsHeaders } from "./cors";
import { type HttpHost, type StoredFile } from "./host";
import { readBody } from "./request";
import { HttpError, type RouteHandler, send } from "./respond";

/** Uploads to `/api/storage/upload` (not JSON, so not bound by the API's limit). */
const MAX_UPLOAD_BYTES = 20 << 20;

/** Storage GETs are immutable: browsers may keep them for 30 days. */
const CACHE_CONTROL = "private, max-age=2592000";

export interface StorageRoutes {
  upload: RouteHandler;
  /** Serves the file whose id is the route's `param`. */
  serve: RouteHandler;
}

/** The upload URL's token, checked as Convex's key broker checks it. */
function checkToken(host: HttpHost, url: URL): string {
  const token = url.searchParams.get("token");
  if (token === null)
    throw new HttpError(
      400,
      "BadQueryArgs",
      "Failed to deserialize query string: missing field `token`",
    );
  const check = host.checkUploadToken(token);
  if (check === "invalid")
    throw new HttpError(
      401,
      "StorageTokenInvalid",
      "Couldn't decode the StoreFileAuthorization token",
    );
  if (check === "expired")
    throw new HttpError(
      401,
      "StorageTokenExpired",
      "Store File Authorization expired",
    );
  return token;
}

/** The first `Digest` header's sha-256, if any (a malformed one is a 400). */
function expectedDigest(req: IncomingMessage): Buffer | null {
  const value = req.headersDistinct.digest?.[0];
  if (value === undefined) return null;
  const digest = parseDigestHeader(value);
  if (!digest)
    throw new HttpError(
      400,
      "BadHeader",
      "Bad header for digest: invalid HTTP header",
    );
  return digest;
}

/** The headers every answer with a file's bytes carries. */
function fileHeaders(req: IncomingMessage, file: StoredFile) {
  return {
    ...corsHeaders(req),
    ...(file.contentType === undefined
      ? {}
      : { "Content-Type": file.contentType }),
    "Cache-Control": CACHE_CONTROL,
    "Accept-Ranges": "bytes",
  };
}

/** The whole file, with its digest (Convex sends `Digest` only for a whole file). */
function sendWhole(
  req: IncomingMessage,
  res: ServerResponse,
  file: StoredFile,
) {
  res.writeHead(200, {
    ...fileHeaders(req, file),
    Digest: digestHeader(file.sha256),
    "Content-Length": String(file.bytes.length),
  });
  res.end(req.method === "HEAD" ? undefined : file.bytes);
}

function sendPart(
  req: IncomingMessage,
  res: ServerResponse,
  file: StoredFile,
  part: ServedPart,
) {
  const body = file.bytes.subarray(part.start, part.end);
  res.writeHead(part.status, {
    ...fileHeaders(req, file),
    ...(part.contentRange ? { "Content-Range": part.contentRange } : {}),
    "Content-Length": String(body.length),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

export function storageRoutes(host: HttpHost): StorageRoutes {
  return {
    async upload(req, res, url) {
      const token = checkToken(host, url);
      const sha256 = expectedDigest(req);
      const bytes = await readBody(
        req,
        MAX_UPLOAD_BYTES,
        () => new HttpError(413, "RequestTooLarge", "Request body too large."),
      );
      const contentType = req.headers["content-type"] ?? null;
      try {
        const storageId = await host.storeFile(
          bytes,
          contentType,
          sha256,
          token,
        );
        send(res, req, 200, { storageId });
      } catch (e) {
        if (e instanceof Sha256MismatchError)
          throw new HttpError(400, e.code, e.message);
        throw e;
      }
    },

    async serve(req, res, _url, id) {
      // Convex reads the Range header before it looks for the file.
      const range = readRange(req.headersDistinct.range?.[0]);
      if (range.kind === "unsatisfiable") {
        res.writeHead(416, { ...corsHeaders(req), "Content-Length": "0" });
        res.end();
        return;
      }
      const file = await host.readFile(id);
      if (!file)
        throw new HttpError(404, "FileNotFound", `File ${id} not found`);
      if (range.kind === "whole") sendWhole(req, res, file);
      else
        sendPart(
          req,
          res,
          file,
          servedPart(range.first, range.last, file.bytes.length),
        );
    },
  };
}
