/**
 * Writing the HTTP API's answers (JSON with the API's CORS headers), and its one error
 * type: every handler throws an `HttpError` for a request it refuses, and the faces
 * (server.ts) turn it into Convex's `{ code, message }` answer.
 */
import { type IncomingMessage, type ServerResponse } from "node:http";
import { corsHeaders } from "./cors";

/** A route's handler; `param` is its path pattern's group ("" for an exact path). */
export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  param: string,
) => Promise<void>;

/** A refused request: its status, Convex's code (`BadJsonBody`, …) and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function send(
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

/** The answer to an `HttpError`. */
export function sendError(
  res: ServerResponse,
  req: IncomingMessage,
  error: HttpError,
): void {
  send(res, req, error.status, { code: error.code, message: error.message });
}

/** Convex's answer to a method a route does not take: 405, no body, `Allow`. */
export function methodNotAllowed(
  req: IncomingMessage,
  res: ServerResponse,
  allow: string[],
): void {
  res.writeHead(405, {
    ...corsHeaders(req),
    Allow: allow.join(","),
    "Content-Length": "0",
  });
  res.end();
}
