/**
 * CORS for the cloud port's `/api/*` (not `/http/*`, whose HTTP actions answer for
 * themselves), with the headers Convex's layer sends (tower-http `CorsLayer`: origin
 * and request headers mirrored, a day's max age, any OPTIONS answered as a preflight)
 * but one: no `Access-Control-Allow-Credentials`. Clients authenticate with bearer
 * tokens, which need no credentialed CORS, so no page may make credentialed calls
 * (cookies, HTTP auth) and read the answers. A Convex client cannot tell the
 * difference: it never sends credentials.
 */
import { type IncomingMessage, type ServerResponse } from "node:http";

const ALLOWED_METHODS = "GET,POST,OPTIONS,PATCH,DELETE,PUT";
const VARY =
  "origin, access-control-request-method, access-control-request-headers";

/** The CORS headers of every answer of the API. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    ...(origin ? { "Access-Control-Allow-Origin": origin } : {}),
    Vary: VARY,
  };
}

/** Answers an OPTIONS request as Convex does: 200, no body, the preflight headers. */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const requested = req.headers["access-control-request-headers"];
  res.writeHead(200, {
    ...corsHeaders(req),
    "Access-Control-Allow-Methods": ALLOWED_METHODS,
    ...(requested ? { "Access-Control-Allow-Headers": requested } : {}),
    "Access-Control-Max-Age": "86400",
    "Content-Length": "0",
  });
  res.end();
}
