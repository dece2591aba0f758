/** The caller's identity from a request's `Authorization: Bearer <token>` header. */
import { type IncomingMessage } from "node:http";
import { type Auth } from "../isolate/call";
import { type HttpHost } from "./host";
import { HttpError } from "./respond";

/**
 * No header: nobody. API calls (`strict`) are refused with 401 for a header that is
 * not a bearer token or a token that does not validate; HTTP actions run with the
 * token's error instead (their `getUserIdentity` throws it) and ignore other schemes.
 */
export async function requestAuth(
  req: IncomingMessage,
  host: Pick<HttpHost, "validateToken">,
  strict: boolean,
): Promise<Auth> {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) {
    if (strict)
      throw new HttpError(
        401,
        "BadAuthHeader",
        "Authorization header must be `Bearer <token>`.",
      );
    return null;
  }
  try {
    return await host.validateToken(match[1]!);
  } catch (e) {
    const message = (e as Error).message;
    if (strict) throw new HttpError(401, "Unauthenticated", message);
    return { error: message };
  }
}
