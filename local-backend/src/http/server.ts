/**
 * The HTTP faces of the backend:
 * - the cloud port: `/api/{query,mutation,action,function,run/..,query_ts,query_at_ts,
 *   query_batch}`, storage upload/serve, `/http/*`, CORS; `upgrade` is left to the sync
 *   layer (`onUpgrade`);
 * - the site port: every path goes to the default export of `convex/http.ts`.
 */
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { type Duplex, Readable } from "node:stream";
import {
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import {
  functionFailure,
  newRequestId,
  toFunctionError,
  uncaughtMessage,
} from "../runtime/functions";
import { type Auth, PastReadError, type RunResult } from "../runtime/runner";
import { type Backend } from "../backend";
import { log } from "../log";

const UDF_FAILED = 560;
const MAX_BODY_BYTES = 20 << 20;

type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<void>;

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    "Access-Control-Allow-Origin": origin ?? "*",
    ...(origin
      ? { "Access-Control-Allow-Credentials": "true", Vary: "Origin" }
      : {}),
    "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers":
      req.headers["access-control-request-headers"] ?? "*",
    "Access-Control-Max-Age": "86400",
  };
}

function send(
  res: ServerResponse,
  req: IncomingMessage,
  status: number,
  body: unknown,
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    "Content-Type": "application/json",
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES)
      throw new RequestError(413, "RequestTooLarge", "Request body too large.");
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The `ts` of a `/api/query_at_ts` body: an encoded int64 as `/api/query_ts` returns it. */
function parseTs(raw: unknown): bigint {
  if (typeof raw === "string") {
    try {
      const ts = jsonToConvex({ $integer: raw });
      if (typeof ts === "bigint" && ts >= 0n) return ts;
    } catch {
      // reported below
    }
  }
  throw new RequestError(
    400,
    "InvalidTimestamp",
    "Expected `ts` to be a timestamp as returned by /api/query_ts.",
  );
}

/** Clean JSON for `format: "json"`: int64 as decimal string, bytes as base64. */
function toCleanJson(value: Value): JSONValue {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (value === Infinity) return "Infinity";
    if (value === -Infinity) return "-Infinity";
    return value;
  }
  if (value instanceof ArrayBuffer)
    return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(toCleanJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, Value>).map(([k, v]) => [
        k,
        toCleanJson(v),
      ]),
    );
  }
  return value;
}

function parseArgs(raw: unknown): Record<string, Value> {
  const decoded =
    raw === undefined || raw === null ? {} : jsonToConvex(raw as JSONValue);
  const args = Array.isArray(decoded) ? (decoded[0] ?? {}) : decoded;
  if (
    typeof args !== "object" ||
    args === null ||
    Array.isArray(args) ||
    args instanceof ArrayBuffer
  ) {
    throw new RequestError(
      400,
      "BadJsonBody",
      "Function arguments must be an object.",
    );
  }
  return args as Record<string, Value>;
}

function ignoreSocketError(): void {
  // A client that went away while its upgrade waited: the socket is simply dropped.
}

function refuseUpgrade(socket: Duplex): void {
  const message = "The backend is not running.";
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: ${message.length}\r\nConnection: close\r\n\r\n${message}`,
  );
}

export class HttpFaces {
  readonly cloud: Server;
  readonly site: Server;
  /** The sync layer's handler of WebSocket upgrades on the cloud port (`acceptUpgrades`). */
  private onUpgrade:
    ((req: IncomingMessage, socket: Duplex, head: Buffer) => void) | null =
    null;
  /** Upgrades that arrived while the backend was starting: served once it is ready. */
  private waitingUpgrades: {
    req: IncomingMessage;
    socket: Duplex;
    head: Buffer;
  }[] = [];
  private stopped = false;

  constructor(private readonly backend: Backend) {
    this.cloud = createServer(
      (req, res) => void this.handle(req, res, this.cloudRoute),
    );
    this.site = createServer(
      (req, res) => void this.handle(req, res, this.siteRoute),
    );
    this.cloud.on(
      "upgrade",
      (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (this.onUpgrade) this.onUpgrade(req, socket, head);
        else if (this.stopped) refuseUpgrade(socket);
        else {
          // Clients reconnecting to a restarted backend are served as soon as it is
          // ready rather than refused (which would double their reconnect backoff).
          socket.on("error", ignoreSocketError);
          this.waitingUpgrades.push({ req, socket, head });
        }
      },
    );
  }

  /** Hands WebSocket upgrades to `handler`, starting with those that waited. */
  acceptUpgrades(
    handler: (req: IncomingMessage, socket: Duplex, head: Buffer) => void,
  ): void {
    this.onUpgrade = handler;
    const waiting = this.waitingUpgrades;
    this.waitingUpgrades = [];
    for (const { req, socket, head } of waiting) {
      socket.off("error", ignoreSocketError);
      if (!socket.destroyed) handler(req, socket, head);
    }
  }

  /** Refuses upgrades from now on, including those still waiting for startup. */
  stopUpgrades(): void {
    this.stopped = true;
    this.onUpgrade = null;
    const waiting = this.waitingUpgrades;
    this.waitingUpgrades = [];
    for (const { socket } of waiting) refuseUpgrade(socket);
  }

  private async handle(
    req: IncomingMessage,
    res: ServerResponse,
    route: Handler,
  ): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    try {
      await route(req, res, url);
    } catch (e) {
      if (e instanceof RequestError) {
        send(res, req, e.status, { code: e.code, message: e.message });
      } else {
        log.error("internal error:", e);
        if (!res.headersSent)
          send(res, req, 500, {
            code: "InternalServerError",
            message: "Internal server error",
          });
        else res.destroy();
      }
    }
  }

  private async auth(req: IncomingMessage, strict: boolean): Promise<Auth> {
    const header = req.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) {
      if (strict)
        throw new RequestError(
          401,
          "BadAuthHeader",
          "Authorization header must be `Bearer <token>`.",
        );
      return null;
    }
    try {
      return await this.backend.validateToken(match[1]!);
    } catch (e) {
      const message = (e as Error).message;
      if (strict) throw new RequestError(401, "Unauthenticated", message);
      return { error: message };
    }
  }

  private cloudRoute: Handler = async (req, res, url) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    const path = url.pathname;
    if (path.startsWith("/http/") || path === "/http") {
      return this.httpAction(req, res, url, path.slice("/http".length) || "/");
    }
    if (path === "/api/storage/upload" && req.method === "POST")
      return this.upload(req, res, url);
    const storage = /^\/api\/storage\/([0-9a-z]+)$/.exec(path);
    if (storage && (req.method === "GET" || req.method === "HEAD"))
      return this.serveFile(req, res, storage[1]!);
    if (path === "/api/query_ts") {
      send(res, req, 200, {
        ts: (
          convexToJson(this.backend.runner.store.lastCommitTs) as {
            $integer: string;
          }
        ).$integer,
      });
      return;
    }
    const kinds: Record<string, "query" | "mutation" | "action" | "any"> = {
      "/api/query": "query",
      "/api/query_at_ts": "query",
      "/api/mutation": "mutation",
      "/api/action": "action",
      "/api/function": "any",
    };
    const kind = kinds[path];
    if (
      kind &&
      (req.method === "POST" || (req.method === "GET" && kind === "query"))
    ) {
      const body =
        req.method === "GET"
          ? {
              path: url.searchParams.get("path"),
              args: JSON.parse(url.searchParams.get("args") ?? "{}") as unknown,
              format: url.searchParams.get("format"),
            }
          : await this.jsonBody(req);
      return this.runFunction(
        req,
        res,
        kind,
        body.path,
        body.args,
        body.format ?? "json",
        false,
        path === "/api/query_at_ts" ? parseTs(body.ts) : undefined,
      );
    }
    if (
      path.startsWith("/api/run/") &&
      (req.method === "POST" || req.method === "GET")
    ) {
      const parts = path.slice("/api/run/".length).split("/").filter(Boolean);
      if (parts.length < 2)
        throw new RequestError(
          404,
          "NotFound",
          "Expected /api/run/<module path>/<function name>.",
        );
      const fnName = parts.pop()!;
      const body =
        req.method === "GET"
          ? {
              args: JSON.parse(url.searchParams.get("args") ?? "{}") as unknown,
              format: url.searchParams.get("format"),
            }
          : await this.jsonBody(req);
      const format = body.format ?? "json";
      return this.runFunction(
        req,
        res,
        "any",
        `${parts.join("/")}:${fnName}`,
        body.args,
        format,
        true,
      );
    }
    if (path === "/api/query_batch" && req.method === "POST") {
      const body = (await this.jsonBody(req)) as {
        queries?: { path: string; args: unknown; format?: string }[];
      };
      const auth = await this.auth(req, true);
      const results = [];
      for (const q of body.queries ?? []) {
        results.push(
          await this.execute("query", q.path, q.args, auth, q.format ?? "json"),
        );
      }
      send(res, req, 200, { results: results.map((r) => r.body) });
      return;
    }
    if (path === "/" || path === "/version") {
      res.writeHead(200, { ...corsHeaders(req), "Content-Type": "text/plain" });
      res.end(
        "This Convex deployment is running (local backend). See https://docs.convex.dev/.",
      );
      return;
    }
    throw new RequestError(
      404,
      "NotFound",
      `No route for ${req.method} ${path}`,
    );
  };

  private siteRoute: Handler = async (req, res, url) => {
    return this.httpAction(req, res, url, url.pathname);
  };

  private async jsonBody(req: IncomingMessage): Promise<{
    path?: unknown;
    args?: unknown;
    format?: string | null;
    ts?: unknown;
  }> {
    const raw = await readBody(req);
    try {
      return JSON.parse(raw.toString("utf8") || "{}") as {
        path?: unknown;
        args?: unknown;
        format?: string;
      };
    } catch {
      throw new RequestError(
        400,
        "BadJsonBody",
        "The request body is not valid JSON.",
      );
    }
  }

  private async execute(
    kind: "query" | "mutation" | "action" | "any",
    path: unknown,
    rawArgs: unknown,
    auth: Auth,
    format: string,
    atTs?: bigint,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    if (typeof path !== "string")
      throw new RequestError(400, "BadJsonBody", "Missing function `path`.");
    const args = parseArgs(rawArgs);
    const encode = (v: Value) =>
      format === "convex_encoded_json" ? convexToJson(v) : toCleanJson(v);
    try {
      const runner = this.backend.runner;
      const opts = { auth, fromClient: true };
      let result: RunResult;
      if (kind === "query")
        result = await runner.runQuery(path, args, opts, atTs);
      else if (kind === "mutation")
        result = await runner.runMutation(path, args, opts);
      else if (kind === "action")
        result = await runner.runAction(path, args, opts);
      else result = await runner.runAny(path, args, opts);
      return {
        status: 200,
        body: {
          status: "success",
          value: encode(result.value),
          logLines: result.logLines,
        },
      };
    } catch (e) {
      if (e instanceof PastReadError)
        throw new RequestError(400, "InvalidTimestamp", e.message);
      return {
        status: UDF_FAILED,
        body: {
          status: "error",
          ...functionFailure(e, path),
          logLines: (e as { logLines?: string[] }).logLines ?? [],
        },
      };
    }
  }

  private async runFunction(
    req: IncomingMessage,
    res: ServerResponse,
    kind: "query" | "mutation" | "action" | "any",
    path: unknown,
    args: unknown,
    format: string,
    isRun: boolean,
    atTs?: bigint,
  ): Promise<void> {
    const auth = await this.auth(req, true);
    const out = await this.execute(kind, path, args, auth, format, atTs);
    if (isRun && out.body.status === "success") {
      send(res, req, 200, {
        status: "success",
        value: out.body.value,
        logLines: out.body.logLines,
      });
      return;
    }
    send(res, req, out.status, out.body);
  }

  private async httpAction(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    path: string,
  ): Promise<void> {
    const router = this.backend.app.http;
    const method = req.method ?? "GET";
    const match = router?.lookup(path, method === "HEAD" ? "GET" : method);
    if (!match) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("No matching routes found");
      return;
    }
    const auth = await this.auth(req, false);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (Array.isArray(v)) v.forEach((item) => headers.append(k, item));
      else if (v !== undefined) headers.set(k, v);
    }
    const hasBody = method !== "GET" && method !== "HEAD";
    const request = new Request(`${this.backend.siteUrl}${path}${url.search}`, {
      method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : null,
      ...(hasBody ? { duplex: "half" } : {}),
    });
    let response: Response;
    try {
      response = await this.backend.runner.runHttpAction(
        match[0],
        request,
        auth,
      );
    } catch (e) {
      const err = toFunctionError(e);
      const id = newRequestId();
      log.error(
        `[Request ID: ${id}] HTTP action ${method} ${path} failed:\n${err.localStack ?? err.message}`,
      );
      const body: Record<string, unknown> = {
        code: `[Request ID: ${id}] Server Error: ${uncaughtMessage(err)}`,
      };
      if (err.data !== undefined) body.data = err.data;
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
      return;
    }
    const outHeaders: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key === "set-cookie") return;
      outHeaders[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
    res.writeHead(response.status, outHeaders);
    if (method === "HEAD" || !response.body) {
      res.end();
      return;
    }
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  private async upload(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<void> {
    const token = url.searchParams.get("token") ?? "";
    if (!this.backend.files.checkUploadToken(token)) {
      throw new RequestError(
        401,
        "InvalidUploadToken",
        "The upload URL is invalid or has expired.",
      );
    }
    const bytes = await readBody(req);
    const contentType = req.headers["content-type"] ?? null;
    const storageId = await this.backend.runner.storeFile(bytes, contentType);
    send(res, req, 200, { storageId });
  }

  private async serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
  ): Promise<void> {
    const { result: doc } = await this.backend.runner.readTransaction((tx) => {
      try {
        return tx.get(id, true, "_storage");
      } catch {
        return null;
      }
    });
    const bytes = doc ? await this.backend.files.read(id) : null;
    if (!doc || !bytes) {
      send(res, req, 404, {
        code: "FileNotFound",
        message: `File ${id} not found`,
      });
      return;
    }
    res.writeHead(200, {
      ...corsHeaders(req),
      "Content-Type":
        (doc.contentType as string | undefined) ?? "application/octet-stream",
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, max-age=2592000",
    });
    res.end(req.method === "HEAD" ? undefined : bytes);
  }
}
