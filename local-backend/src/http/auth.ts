/**
 * The caller of a request, from its `Authorization` header: `Bearer <token>` (a user),
 * `Convex <admin key>[:<acting identity>]` (the deployment's admin, see
 * `../auth/admin-key`), or nobody.
 */
import { type IncomingMessage } from "node:http";
import {
  BAD_ADMIN_KEY,
  decodeActingIdentity,
  MALFORMED_HEADER,
  parseAdminCredential,
} from "../auth/admin-key";
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
 * No header: nobody. API calls (`strict`) are refused, with Convex's codes, for a
 * header of another scheme, a token that does not validate, or an admin key that is
 * wrong or used from a browser page; HTTP actions run with that error instead (their
 * `getUserIdentity` throws it) and ignore other schemes.
 */
export async function requestAuth(
  req: IncomingMessage,
  host: AuthHost,
  strict: boolean,
): Promise<Caller> {
  const header = req.headers.authorization;
  if (!header) return NOBODY;
  try {
    if (header.length >= 7 && header.slice(0, 7).toLowerCase() === "convex ")
      return adminCaller(req, host, header.slice(7));
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) {
      if (!strict) return NOBODY;
      // Convex's extractor: too short to hold a scheme, or neither scheme.
      throw header.length < 7
        ? new HttpError(
            400,
            "InvalidHeaderFailure",
            "Invalid authentication header",
          )
        : new HttpError(400, "InvalidAdminKey", "Invalid admin key");
    }
    try {
      return { auth: await host.validateToken(match[1]!), admin: false };
    } catch (e) {
      throw new HttpError(401, "Unauthenticated", (e as Error).message);
    }
  } catch (e) {
    if (strict || !(e instanceof HttpError)) throw e;
    return { auth: { error: e.message }, admin: false };
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
