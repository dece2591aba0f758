/**
 * The caller's identity from a request's `Authorization` header, read as Convex's
 * `ExtractAuthenticationToken` (crates/local_backend/src/authentication.rs) reads it.
 */
import { type IncomingMessage } from "node:http";
import { AuthError } from "../auth/auth-error";
import { type Auth } from "../isolate/call";
import { type HttpHost } from "./host";
import { HttpError } from "./respond";

/**
 * The token of an `Authorization` header. Under 7 characters it is refused outright;
 * `Convex <key>` is an admin key, and this backend has none, so every one is invalid; any
 * other scheme than `Bearer ` is refused with Convex's (admin-key) wording.
 */
function bearerToken(header: string): string {
  if (header.length < 7)
    throw new AuthError(
      "InvalidHeaderFailure",
      "Invalid authentication header",
    );
  const scheme = header.slice(0, 7).toLowerCase();
  if (scheme === "convex ")
    throw new AuthError(
      "BadAdminKey",
      "The provided admin key was invalid for this instance",
    );
  if (scheme !== "bearer " || header.length <= 7)
    throw new AuthError("InvalidAdminKey", "Invalid admin key");
  return header.slice(7).trim();
}

/**
 * No header: nobody. API calls (`strict`) are refused with Convex's status, code and
 * message. HTTP actions run regardless, as on Convex: their `getUserIdentity` throws
 * the refusal's message (and an unexpected failure reads as nobody).
 */
export async function requestAuth(
  req: IncomingMessage,
  host: Pick<HttpHost, "validateToken">,
  strict: boolean,
): Promise<Auth> {
  const header = req.headers.authorization;
  if (header === undefined) return null;
  try {
    return await host.validateToken(bearerToken(header));
  } catch (e) {
    if (e instanceof AuthError) {
      if (strict) throw new HttpError(e.status, e.code, e.message);
      return { error: e.message };
    }
    if (strict)
      throw new HttpError(401, "Unauthenticated", (e as Error).message);
    return null;
  }
}
