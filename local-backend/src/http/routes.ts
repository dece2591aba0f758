/**
 * The cloud port's `/api/*` routes as a table, routed as Convex (axum) routes them: the
 * first route whose path matches takes the request; a method it does not take gets 405
 * with `Allow` listing the methods it does (a route that takes GET takes HEAD too).
 */
import { type IncomingMessage, type ServerResponse } from "node:http";
import { deployRoutes } from "../deploy/routes";
import { cliRoutes } from "./cli-routes";
import { snapshotRoutes } from "../snapshot/routes";
import { type FunctionCalls } from "./function-calls";
import { type HttpHost } from "./host";
import { encodeTs } from "./request";
import {
  HttpError,
  methodNotAllowed,
  type RouteHandler,
  send,
} from "./respond";
import { type StorageRoutes } from "./file-storage-routes";

type Method = "GET" | "POST";

export type Route = {
  /** An exact path, or a pattern with one group (the handler's `param`). */
  path: string | RegExp;
} & Partial<Record<Method, RouteHandler>>;

/** The `/api/*` routes, by method, as Convex routes them. */
export function apiRoutes(
  host: HttpHost,
  calls: FunctionCalls,
  storage: StorageRoutes,
): Route[] {
  const queryTs: RouteHandler = (req, res) => {
    send(res, req, 200, { ts: encodeTs(host.lastCommitTs()) });
    return Promise.resolve();
  };
  return [
    {
      path: "/api/query",
      GET: calls.getQuery,
      POST: calls.post("query", "UdfPostRequest"),
    },
    {
      path: "/api/query_at_ts",
      POST: calls.post("query", "UdfPostWithTsRequest"),
    },
    { path: "/api/mutation", POST: calls.post("mutation", "UdfPostRequest") },
    { path: "/api/action", POST: calls.post("action", "UdfPostRequest") },
    {
      path: "/api/function",
      POST: calls.post("any", "UdfPostRequestWithComponent"),
    },
    { path: "/api/query_batch", POST: calls.queryBatch },
    { path: "/api/query_ts", POST: queryTs },
    { path: "/api/storage/upload", POST: storage.upload },
    // Any kind of function, so POST only: a GET (an `<img>`, a link) must not be
    // able to run a mutation or an action.
    { path: /^\/api\/run\/(.*)$/s, POST: calls.run },
    { path: /^\/api\/storage\/([0-9a-z]+)$/, GET: storage.serve },
    ...deployRoutes(host),
    ...cliRoutes(host),
    ...snapshotRoutes(host),
  ];
}

function match(
  routes: readonly Route[],
  path: string,
): { route: Route; param: string } | null {
  for (const route of routes) {
    if (typeof route.path === "string") {
      if (route.path === path) return { route, param: "" };
    } else {
      const found = route.path.exec(path);
      if (found) return { route, param: found[1] ?? "" };
    }
  }
  return null;
}

/** The methods a route takes, as `Allow` lists them. */
function allowed(route: Route): string[] {
  return [
    ...(route.GET ? ["GET", "HEAD"] : []),
    ...(route.POST ? ["POST"] : []),
  ];
}

/** Answers a request with the table's route for its path (404 if none). */
export function dispatch(
  routes: readonly Route[],
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const found = match(routes, url.pathname);
  if (!found)
    throw new HttpError(
      404,
      "NotFound",
      `No route for ${req.method} ${url.pathname}`,
    );
  const { route, param } = found;
  const handler =
    req.method === "GET" || req.method === "HEAD"
      ? route.GET
      : req.method === "POST"
        ? route.POST
        : undefined;
  if (!handler) {
    methodNotAllowed(req, res, allowed(route));
    return Promise.resolve();
  }
  return handler(req, res, url, param);
}
