/**
 * The deployment's admin key, as Convex's key broker and `ApplicationAuth` treat one:
 * `Authorization: Convex <key>` (HTTP) or `Authenticate { tokenType: "Admin" }` (sync)
 * reaches internal functions, and with an acting identity (`setAdminAuth(key, identity)`:
 * `<key>:<base64 JSON>` in the header, `impersonating` in the message) runs as that
 * user. A key that does not match gets Convex's `BadAdminKey`.
 *
 * Unlike Convex, which takes admin keys from any origin (its dashboard is a web page),
 * a request from a browser page (an `Origin` or `Sec-Fetch-Site` header) may not use
 * the key unless its origin is allowed (`adminKeyOrigins`): the key belongs to tools
 * and tests on this machine, and a page that got hold of it could act as any user.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type IncomingHttpHeaders } from "node:http";
import { type JSONValue } from "convex/values";
import { type UserIdentity } from "../isolate/call";

/** The name an admin key carries before `|`, as `getDeploymentMetadata` names it. */
export const DEPLOYMENT_NAME = "local";

/** Convex's answer to a key that is not this deployment's (HTTP 401, sync AuthError). */
export const BAD_ADMIN_KEY = {
  code: "BadAdminKey",
  message: "The provided admin key was invalid for this instance",
} as const;

/** Convex's answer to an acting identity that does not decode (HTTP 400). */
export const MALFORMED_HEADER = {
  code: "HeaderParseFailure",
  message: "Malformed Authorization header.",
} as const;

/** A new key: `<deployment name>|<secret>`, Convex's shape (the CLI prints it). */
export function newAdminKey(): string {
  return `${DEPLOYMENT_NAME}|${randomBytes(32).toString("hex")}`;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** What `Authorization: Convex …` carries: the key and the acting identity, if any. */
export interface AdminCredential {
  key: string;
  /** Base64 of the acting identity's JSON (`setAdminAuth`'s second argument). */
  actingAs: string | undefined;
}

/**
 * Splits the header's credential as Convex's `extract_admin_key` does: a `dev:`/`prod:`
 * prefix of the deployment name is dropped (a `preview:`/`project:` one with the name),
 * then the first `:` separates the acting identity.
 */
export function parseAdminCredential(credential: string): AdminCredential {
  let key = credential;
  const bar = key.indexOf("|");
  const colon = key.indexOf(":");
  if (bar !== -1 && colon !== -1 && colon < bar) {
    const type = key.slice(0, colon).toLowerCase();
    key =
      type === "preview" || type === "project"
        ? key.slice(bar + 1)
        : key.slice(colon + 1);
  }
  const split = key.indexOf(":");
  return split === -1
    ? { key, actingAs: undefined }
    : { key: key.slice(0, split), actingAs: key.slice(split + 1) };
}

const STRING_FIELDS = [
  "tokenIdentifier",
  "issuer",
  "subject",
  "name",
  "givenName",
  "familyName",
  "nickname",
  "preferredUsername",
  "profileUrl",
  "pictureUrl",
  "websiteUrl",
  "email",
  "gender",
  "birthday",
  "timezone",
  "language",
  "phoneNumber",
  "address",
  "updatedAt",
] as const;
const BOOLEAN_FIELDS = ["emailVerified", "phoneNumberVerified"] as const;
const KNOWN = new Set<string>([...STRING_FIELDS, ...BOOLEAN_FIELDS]);

/**
 * An acting identity as Convex reads `UserIdentityAttributes`: the standard fields of
 * their types (null is absent), `tokenIdentifier` or else `issuer|subject`, every
 * other field a custom claim kept as is. Throws with the reason.
 */
export function actingIdentity(json: unknown): UserIdentity {
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new Error("The acting identity must be a JSON object.");
  const fields = json as Record<string, JSONValue>;
  const identity: Record<string, JSONValue> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (KNOWN.has(name) && value === null) continue;
    const expected = (BOOLEAN_FIELDS as readonly string[]).includes(name)
      ? "boolean"
      : KNOWN.has(name)
        ? "string"
        : null;
    if (expected !== null && typeof value !== expected)
      throw new Error(`The acting identity's "${name}" must be a ${expected}.`);
    identity[name] = value;
  }
  if (identity.tokenIdentifier === undefined) {
    if (identity.issuer === undefined || identity.subject === undefined)
      throw new Error(
        'Either "tokenIdentifier" or "issuer" and "subject" must be set',
      );
    identity.tokenIdentifier = `${identity.issuer as string}|${identity.subject as string}`;
  }
  return identity as UserIdentity;
}

/** The acting identity of a header (`btoa` of its UTF-8 JSON); throws when malformed. */
export function decodeActingIdentity(base64: string): UserIdentity {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0)
    throw new Error("The acting identity is not base64.");
  const text = Buffer.from(base64, "base64").toString("utf8");
  return actingIdentity(JSON.parse(text) as unknown);
}

/** Who may use the admin key: its holder, and browser pages only from allowed origins. */
export class AdminAccess {
  readonly #digest: Buffer;
  readonly #origins: Set<string>;

  constructor(key: string, allowedOrigins: readonly string[]) {
    this.#digest = digest(key);
    this.#origins = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, "")));
  }

  /**
   * Whether `presented` is this deployment's key (a `dev:`/`prod:` prefix of its name
   * allowed, as Convex strips it). Compared as digests in constant time, so neither the
   * key's length nor its first differing byte shows in the timing.
   */
  matches(presented: string): boolean {
    const bar = presented.indexOf("|");
    const name = presented.slice(0, Math.max(bar, 0));
    const colon = name.indexOf(":");
    const unprefixed = colon === -1 ? presented : presented.slice(colon + 1);
    return timingSafeEqual(digest(unprefixed), this.#digest);
  }

  /**
   * Why a request with these headers may not use the key (it comes from a browser
   * page whose origin is not allowed), or null. Browsers send `Origin` on cross-origin
   * requests and WebSocket upgrades, and `Sec-Fetch-Site` on every request; Node
   * clients and the Convex CLI send neither.
   */
  browserRefusal(headers: IncomingHttpHeaders): string | null {
    const origin = headers.origin;
    if (origin === undefined && headers["sec-fetch-site"] === undefined)
      return null;
    if (this.#origins.has("*")) return null;
    if (origin !== undefined && this.#origins.has(origin.replace(/\/+$/, "")))
      return null;
    const from = origin ?? "a browser page without an Origin header";
    return `Admin keys are not accepted from browser pages (${from}). Use them from Node or the Convex CLI, or allow the origin with --allow-admin-origin (adminKeyOrigins).`;
  }
}
