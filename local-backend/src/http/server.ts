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
  newRequestId,
  toFunctionError,
  uncaughtMessage,
} from "../isolate/functions";
import { type Auth } from "../isolate/call";
import { type Backend } from "../backend";
import { log } from "../log";
import { answerPreflight, corsHeaders } from "./cors";
import { FunctionCalls } from "./function-calls";
import { encodeTs, readBody, RequestError } from "./request";
import { type Handler, methodNotAllowed, send } from "./respond";

/** Uploads to `/api/storage/upload` (not JSON, so not bound by the API's limit). */
const MAX_UPLOAD_BYTES = 20 << 20;

/**
 * The request's URL. Its target is a path (a leading `//` stays part of it) or an
 * absolute URL; anything else (`*`, a malformed host) is a 400, not a failure.
 */
function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? "/";
  try {
    return target.startsWith("/")
      ? new URL(`http://localhost${target}`)
      : new URL(target);
  } catch {
    throw new RequestError(400, "BadRequest", "Invalid request target.");
  }
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
  private readonly calls: FunctionCalls;

  constructor(private readonly backend: Backend) {
    this.calls = new FunctionCalls(backend, (req) => this.auth(req, true));
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
    try {
      await route(req, res, requestUrl(req));
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
    const path = url.pathname;
    // HTTP actions answer for themselves, OPTIONS included (Convex's CORS layer
    // covers /api only).
    if (path.startsWith("/http/") || path === "/http") {
      return this.httpAction(req, res, url, path.slice("/http".length) || "/");
    }
    if (req.method === "OPTIONS") return answerPreflight(req, res);
    if (path === "/" || path === "/version") {
      res.writeHead(200, { ...corsHeaders(req), "Content-Type": "text/plain" });
      res.end(
        "This Convex deployment is running (local backend). See https://docs.convex.dev/.",
      );
      return;
    }
    const route = this.apiRoute(path);
    if (!route)
      throw new RequestError(
        404,
        "NotFound",
        `No route for ${req.method} ${path}`,
      );
    // As in Convex (axum), a route that takes GET takes HEAD too.
    const allow = route.get ? ["GET", "HEAD"] : [];
    if (route.post) allow.push("POST");
    const handler =
      req.method === "GET" || req.method === "HEAD"
        ? route.get
        : req.method === "POST"
          ? route.post
          : undefined;
    if (!handler) return methodNotAllowed(req, res, allow);
    return handler(req, res, url);
  };

  /** The `/api/*` routes, by method, as Convex routes them. */
  private apiRoute(path: string): { get?: Handler; post?: Handler } | null {
    const calls = this.calls;
    switch (path) {
      case "/api/query":
        return {
          get: calls.getQuery,
          post: calls.post("query", "UdfPostRequest"),
        };
      case "/api/query_at_ts":
        return { post: calls.post("query", "UdfPostWithTsRequest") };
      case "/api/mutation":
        return { post: calls.post("mutation", "UdfPostRequest") };
      case "/api/action":
        return { post: calls.post("action", "UdfPostRequest") };
      case "/api/function":
        return { post: calls.post("any", "UdfPostRequestWithComponent") };
      case "/api/query_batch":
        return { post: (req, res) => calls.queryBatch(req, res) };
      case "/api/query_ts":
        return {
          post: (req, res) => {
            const ts = this.backend.runner.store.lastCommitTs;
            send(res, req, 200, { ts: encodeTs(ts) });
            return Promise.resolve();
          },
        };
      case "/api/storage/upload":
        return { post: (req, res, url) => this.upload(req, res, url) };
    }
    // Any kind of function, so POST only: a GET (an `<img>`, a link) must not be
    // able to run a mutation or an action.
    if (path.startsWith("/api/run/"))
      return { post: (req, res) => calls.run(req, res, path) };
    const storage = /^\/api\/storage\/([0-9a-z]+)$/.exec(path);
    if (storage)
      return { get: (req, res) => this.serveFile(req, res, storage[1]!) };
    return null;
  }

  private siteRoute: Handler = async (req, res, url) => {
    return this.httpAction(req, res, url, url.pathname);
  };

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
    const bytes = await readBody(
      req,
      MAX_UPLOAD_BYTES,
      () => new RequestError(413, "RequestTooLarge", "Request body too large."),
    );
    const contentType = req.headers["content-type"] ?? null;
    const storageId = await this.backend.runner.storeFile(bytes, contentType);
    send(res, req, 200, { storageId });
  }

  private async serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
  ): Promise<void> {
    const { result: doc } = await this.backend.committer.read((tx) => {
      try {
        return tx.get(id, { table: "_storage", system: true });
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
