/** Writing the HTTP API's answers (JSON with the API's CORS headers). */
import { type IncomingMessage, type ServerResponse } from "node:http";
import { corsHeaders } from "./cors";

export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<void>;

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
