/**
 * The keys query results are filed under (`./query-registry`), as Convex's query cache
 * keys them (`crates/application/src/cache/mod.rs`): a result is computed for one
 * caller, (function, args, journal, identity), but stored without the identity when the
 * execution never read it (`ctx.auth`): it is then the result for every caller with the
 * same visibility, and Convex serves it to them all (`observed_identity`). The admin's
 * executions reach internal functions, so they share only with each other (Convex's
 * `allowed_visibility`).
 */
import { type JSONValue } from "convex/values";
import { type QueryJournal } from "../protocol/messages";

/** Ends the inputs: JSON never holds a raw NUL, so the first one is this. */
const SEPARATOR = "\0";
/** What follows the separator: an identity's key, or the shared visibility. */
const PRECISE = "=";
const SHARED = "*";
const ADMIN_IDENTITY = "admin ";

/** The identity key of a session that authenticated with the admin key. */
export function adminIdentityKey(identityKey: string): string {
  return `${ADMIN_IDENTITY}${identityKey}`;
}

/** The key of one caller's execution of (function, args, journal). */
export function instanceKey(
  udfPath: string,
  args: JSONValue[],
  identity: string,
  journal: QueryJournal,
): string {
  return `${JSON.stringify([udfPath, args, journal])}${SEPARATOR}${PRECISE}${identity}`;
}

/** The key the same inputs share when the execution did not read the identity. */
export function sharedKeyOf(key: string): string {
  const at = key.indexOf(SEPARATOR);
  if (at === -1 || key[at + 1] !== PRECISE) return key;
  const admin = key.startsWith(ADMIN_IDENTITY, at + 2);
  return `${key.slice(0, at + 1)}${SHARED}${admin ? "admin" : "client"}`;
}

/** Whether `key` is a shared one (`sharedKeyOf`). */
export function isSharedKey(key: string): boolean {
  const at = key.indexOf(SEPARATOR);
  return at !== -1 && key[at + 1] === SHARED;
}
