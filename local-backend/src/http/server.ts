/**
 * The HTTP faces of the backend, served once every part exists (listener.ts):
 * - the cloud port: the `/api/*` route table (routes.ts), `/http/*`, CORS; WebSocket
 *   upgrades go to the sync layer (`HttpHost.onUpgrade`);
 * - the site port: every path goes to the default export of `convex/http.ts`.
 * The one place a request's failure becomes its answer: an `HttpError` is Convex's
 * `{ code, message }`, anything else a 500.
 */
import { type IncomingMessage, type ServerResponse } from "node:http";
import { log } from "../log";
import { answerPreflight, corsHeaders } from "./cors";
import { FunctionCalls } from "./function-calls";
import { type HttpHost } from "./host";
import { runHttpAction } from "./http-actions";
import { type Face } from "./listener";
import { HttpError, sendError } from "./respond";
import { apiRoutes, dispatch, type Route } from "./routes";
import { storageRoutes } from "./file-storage-routes";

type PortRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<void>;

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
    throw new HttpError(400, "BadRequest", "Invalid request target.");
  }
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  route: PortRoute,
): Promise<void> {
  try {
    await route(req, res, requestUrl(req));
  } catch (e) {
    if (e instanceof HttpError) sendError(res, req, e);
    else {
      log.error("internal error:", e);
      if (!res.headersSent)
        sendError(
          res,
          req,
          new HttpError(500, "InternalServerError", "Internal server error"),
        );
      else res.destroy();
    }
  }
}

export class HttpFaces {
  readonly cloud: Face;
  readonly site: Face;
  private readonly routes: readonly Route[];

  constructor(private readonly host: HttpHost) {
    const calls = new FunctionCalls(host);
    this.routes = apiRoutes(host, calls, storageRoutes(host));
    this.cloud = {
      request: (req, res) => void answer(req, res, this.cloudRoute),
      upgrade: (req, socket, head) => host.onUpgrade(req, socket, head),
    };
    this.site = {
      request: (req, res) => void answer(req, res, this.siteRoute),
    };
  }

  private siteRoute: PortRoute = (req, res, url) =>
    runHttpAction(this.host, req, res, url, url.pathname);

  private cloudRoute: PortRoute = async (req, res, url) => {
    const path = url.pathname;
    // HTTP actions answer for themselves, OPTIONS included (Convex's CORS layer
    // covers /api only).
    if (path.startsWith("/http/") || path === "/http") {
      const sitePath = path.slice("/http".length) || "/";
      return runHttpAction(this.host, req, res, url, sitePath);
    }
    if (req.method === "OPTIONS") return answerPreflight(req, res);
    if (path === "/" || path === "/version") {
      res.writeHead(200, { ...corsHeaders(req), "Content-Type": "text/plain" });
      res.end(
        "This Convex deployment is running (local backend). See https://docs.convex.dev/.",
      );
      return;
    }
    return dispatch(this.routes, req, res, url);
  };
}
