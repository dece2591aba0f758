/**
 * The caller of a request, from its `Authorization` header, read as Convex's
 * `ExtractAuthenticationToken` (crates/local_backend/src/authentication.rs) reads it:
 * `Bearer <token>` (a user), `Convex <admin key>[:<acting identity>]` (the deployment's
 * admin, see `../auth/admin-key`), or nobody.
 */
import { type IncomingMessage } from "node:http";
import {
  BAD_ADMIN_KEY,
  decodeActingIdentity,
  MALFORMED_HEADER,
  parseAdminCredential,
} from "../auth/admin-key";
import { AuthError } from "../auth/auth-error";
import { type Auth } from "../isolate/call";
import { type HttpHost } from "./host";
import { HttpError } from "./respond";

/** Whom a request runs as, and whether it holds the admin key (internal functions). */
export interface Caller {
  auth: Auth;
  admin: boolean;
}

const NOBODY: Caller = { auth: null, admin: false };

type AuthHost = Pick<HttpHost, "validateToken" | "adminAccess">;

/**
 * The token of a header that is not an admin key's. Under 7 characters it is refused
 * outright; any other scheme than `Bearer ` is refused with Convex's (admin-key) wording.
 */
function bearerToken(header: string): string {
  if (header.length < 7)
    throw new AuthError(
      "InvalidHeaderFailure",
      "Invalid authentication header",
    );
  const scheme = header.slice(0, 7).toLowerCase();
  if (scheme !== "bearer " || header.length <= 7)
    throw new AuthError("InvalidAdminKey", "Invalid admin key");
  return header.slice(7).trim();
}

/**
 * No header: nobody. API calls (`strict`) are refused with Convex's status, code and
 * message, for a header of another scheme, a token that does not validate, or an admin
 * key that is wrong or used from a browser page. HTTP actions run regardless, as on
 * Convex: their `getUserIdentity` throws the refusal's message (and an unexpected
 * failure reads as nobody).
 */
export async function requestAuth(
  req: IncomingMessage,
  host: AuthHost,
  strict: boolean,
): Promise<Caller> {
  const header = req.headers.authorization;
  if (header === undefined) return NOBODY;
  try {
    if (header.length >= 7 && header.slice(0, 7).toLowerCase() === "convex ")
      return adminCaller(req, host, header.slice(7));
    return {
      auth: await host.validateToken(bearerToken(header)),
      admin: false,
    };
  } catch (e) {
    const refusal =
      e instanceof AuthError ? new HttpError(e.status, e.code, e.message) : e;
    if (refusal instanceof HttpError) {
      if (strict) throw refusal;
      return { auth: { error: refusal.message }, admin: false };
    }
    if (strict)
      throw new HttpError(401, "Unauthenticated", (e as Error).message);
    return NOBODY;
  }
}

/** `Convex <credential>`: the admin, as itself or as the acting identity. */
function adminCaller(
  req: IncomingMessage,
  host: AuthHost,
  credential: string,
): Caller {
  // Checked before the key, so that a page cannot even probe for it.
  const refusal = host.adminAccess.browserRefusal(req.headers);
  if (refusal !== null)
    throw new HttpError(403, "AdminKeyFromBrowser", refusal);
  const { key, actingAs } = parseAdminCredential(credential);
  // Convex's extractor decodes the acting identity before the key is checked.
  let acting = null;
  if (actingAs !== undefined) {
    try {
      acting = decodeActingIdentity(actingAs);
    } catch {
      throw new HttpError(400, MALFORMED_HEADER.code, MALFORMED_HEADER.message);
    }
  }
  if (!host.adminAccess.matches(key))
    throw new HttpError(401, BAD_ADMIN_KEY.code, BAD_ADMIN_KEY.message);
  return { auth: acting, admin: true };
}
