/**
 * HTTP actions: every path of the site port, and `/http/*` on the cloud port, goes to
 * the app's router (`convex/http.ts`) or a component's mounted routes. The answers are the action's own, without the
 * API's CORS headers; no route is a plain 404 and a failure Convex's 500.
 */
import { type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import {
  errorText,
  localReport,
  newRequestId,
  toFunctionError,
  uncaughtMessage,
} from "../isolate/functions";
import { log } from "../log";
import { requestAuth } from "./auth";
import { type HttpHost } from "./host";

/** The request as the action sees it: under the site URL, the body streamed. */
function actionRequest(
  host: HttpHost,
  req: IncomingMessage,
  url: URL,
  path: string,
): Request {
  const method = req.method ?? "GET";
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((item) => headers.append(k, item));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`${host.siteUrl}${path}${url.search}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : null,
    ...(hasBody ? { duplex: "half" } : {}),
  });
}

async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const outHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === "set-cookie") return;
    outHeaders[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
  res.writeHead(response.status, outHeaders);
  if (req.method === "HEAD" || !response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Runs the HTTP action routed at `path` (the site path) and writes its answer. */
export async function runHttpAction(
  host: HttpHost,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<void> {
  const method = req.method ?? "GET";
  const route = host.routeHttpAction(path, method === "HEAD" ? "GET" : method);
  if (!route) {
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("No matching routes found");
    return;
  }
  // An admin key only gives the action its acting identity (if any): HTTP actions
  // reach internal functions anyway, through `ctx.run*`.
  const { auth } = await requestAuth(req, host, false);
  const request = actionRequest(host, req, url, path);
  let response: Response;
  try {
    response = await host.runHttpAction(route, request, auth);
  } catch (e) {
    const err = toFunctionError(e);
    const id = newRequestId();
    log.error(
      `[Request ID: ${id}] HTTP action ${method} ${path} failed:\n${localReport(err)}`,
    );
    // Convex's `to_http_response_parts`: the message in `code`, the whole error
    // (message and frames) in `trace`.
    const body: Record<string, unknown> = {
      code: `[Request ID: ${id}] Server Error: ${uncaughtMessage(err)}`,
      trace: errorText(err),
    };
    if (err.data !== undefined) body.data = err.data;
    res.writeHead(500, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
    return;
  }
  await writeResponse(req, res, response);
}
