/**
 * What every authenticated file download served by an HTTP action shares
 * (a member's data export, a team room's file: convex/http.ts): the caller is
 * whoever's Convex auth token is in `Authorization: Bearer`, the answer is an
 * attachment never cached, and CORS lets the web app (served from another
 * origin) ask without credentials. No stored file served this way is ever
 * given a public storage URL (anyone holding one could fetch it, forever).
 */
import type { ActionCtx } from "../_generated/server";

/**
 * CORS for the web app, which is served from another origin: any origin may
 * ask (as Convex's own API allows), never with credentials; the bearer token
 * is what lets a request in, and only the member's own page holds it.
 */
function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("Origin");
  return {
    ...(origin === null ? {} : { "Access-Control-Allow-Origin": origin }),
    "Access-Control-Expose-Headers": "Content-Disposition",
    Vary: "Origin",
  };
}

/** A refusal: the status and its message as JSON (401 asks for a bearer token). */
export function refuseDownload(
  request: Request,
  status: number,
  message: string,
): Response {
  return new Response(JSON.stringify({ status, message }), {
    status,
    headers: {
      ...corsHeaders(request),
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...(status === 401 ? { "WWW-Authenticate": "Bearer" } : {}),
    },
  });
}

/**
 * Whether the request carries a token that validates. The session it names
 * is checked by the query that decides access (`viewerIdOf`), which an ended
 * session fails.
 */
export async function hasValidToken(ctx: ActionCtx): Promise<boolean> {
  try {
    return (await ctx.auth.getUserIdentity()) !== null;
  } catch {
    return false;
  }
}

/**
 * `Content-Disposition` for saving as `fileName`: a quoted ASCII `filename`
 * (other characters, quotes and backslashes as "_"), and when that is not the
 * exact name, the name UTF-8 percent-encoded in `filename*` too (RFC 6266,
 * RFC 8187), which browsers prefer.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A 200 with `file` as an attachment named `fileName`, private and never cached. */
export function serveAttachment(
  request: Request,
  file: Blob,
  fileName: string,
  contentType: string,
): Response {
  return new Response(file, {
    status: 200,
    headers: {
      ...corsHeaders(request),
      "Content-Type": contentType,
      "Content-Disposition": attachmentDisposition(fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** OPTIONS: the preflight of the web app's GET with its Authorization header. */
export function answerDownloadPreflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request),
      "Access-Control-Allow-Methods": "GET, OPTIONS",
      "Access-Control-Allow-Headers": "Authorization",
      "Access-Control-Max-Age": "86400",
    },
  });
}
