/**
 * Sign-in attempt limits, per account and per browser (OWASP's "device
 * cookie" scheme; docs/SECURITY.md):
 *
 * - Every browser sends a random device id it keeps (src/features/auth/lib/
 *   device-id.ts); a successful sign-in trusts that browser (the SHA-256 of
 *   its id) for that account.
 * - An attempt from a browser trusted for the email's account draws from that
 *   browser's own budget. Every other attempt (an unknown browser, no or a
 *   malformed device id, an email without an account) draws from the email's
 *   shared "untrusted" budget.
 *
 * So an attacker can spend the untrusted budget of any email, but never lock
 * the owner out of a browser they signed in from before. Budgets are keyed by
 * the normalized email, not the account, so an unknown email is limited
 * exactly like an existing one. An attempt is taken BEFORE the password is
 * checked (concurrent guesses cannot exceed the budget) and given back when
 * the password was right.
 *
 * Why these budgets stay our own and not `@convex-dev/rate-limiter` (which
 * holds every other limit, model/rateLimits.ts): the component can take
 * tokens, check and reset a whole bucket, but not give one token back, and
 * a right password must return only its own attempt (a full reset would let
 * an attacker who knows one right guess refill the budget, and other
 * failures there may be an attacker's). A trusted browser's budget lives and
 * dies with its trust (the `trustedDevices` row: 90-day TTL, the 10 most
 * recent per user), which one row holds together; and an email's budget is
 * deleted once full again, so guessed emails leave no rows, where the
 * component keeps one row per key for good. Convex Auth's own limit (failed
 * codes, `authRateLimits`) is untouched.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

const HOUR_MS = 60 * 60 * 1000;

/** Every number of the scheme, in one place (docs/SECURITY.md quotes them). */
export const SIGN_IN_LIMITS = {
  /** Attempts per email per hour from browsers not trusted for its account. */
  untrustedAttemptsPerHour: 10,
  /** Attempts per hour from one trusted browser for its account. */
  trustedDeviceAttemptsPerHour: 10,
  /** Trusted browsers kept per user; signing in from another drops the least recently used. */
  maxTrustedDevicesPerUser: 10,
  /** A trusted browser not used to sign in for this long is trusted no more. */
  trustedDeviceTtlMs: 90 * 24 * HOUR_MS,
} as const;

/**
 * A token bucket: holds up to `capacity` attempts and refills at `capacity`
 * per hour, continuously (as Convex Auth's own limit did).
 */
export type Bucket = { attemptsLeft: number; updatedAt: number };

/** The attempts a bucket holds at `now`; a clock that went back refills nothing. */
export function attemptsAvailable(
  bucket: Bucket,
  capacity: number,
  now: number,
): number {
  const refilled = ((now - bucket.updatedAt) * capacity) / HOUR_MS;
  return Math.min(capacity, bucket.attemptsLeft + Math.max(0, refilled));
}

/** The bucket after one attempt, or null when none is left. A missing bucket is full. */
export function takeAttempt(
  bucket: Bucket | null,
  capacity: number,
  now: number,
): Bucket | null {
  const available =
    bucket === null ? capacity : attemptsAvailable(bucket, capacity, now);
  if (available < 1) return null;
  return { attemptsLeft: available - 1, updatedAt: now };
}

/** The bucket with one attempt given back (never above capacity). */
export function giveBackAttempt(
  bucket: Bucket,
  capacity: number,
  now: number,
): Bucket {
  return {
    attemptsLeft: Math.min(
      capacity,
      attemptsAvailable(bucket, capacity, now) + 1,
    ),
    updatedAt: now,
  };
}

/** How long until the bucket is full again (0 if it is). */
export function msUntilFull(
  bucket: Bucket,
  capacity: number,
  now: number,
): number {
  const missing = capacity - attemptsAvailable(bucket, capacity, now);
  return Math.max(0, Math.ceil((missing * HOUR_MS) / capacity));
}

export async function getEmailLimit(
  ctx: QueryCtx,
  email: string,
): Promise<Doc<"signInLimits"> | null> {
  return await ctx.db
    .query("signInLimits")
    .withIndex("by_email", (q) => q.eq("email", email))
    .unique();
}

/** The browser's trust for `userId`, if it is trusted (and was used within the TTL). */
export async function getTrustedDevice(
  ctx: QueryCtx,
  userId: Id<"users">,
  deviceHash: string | null,
  now: number,
): Promise<Doc<"trustedDevices"> | null> {
  if (deviceHash === null) return null;
  const device = await ctx.db
    .query("trustedDevices")
    .withIndex("by_device_and_user", (q) =>
      q.eq("deviceHash", deviceHash).eq("userId", userId),
    )
    .unique();
  if (device === null) return null;
  if (now - device.lastUsedAt > SIGN_IN_LIMITS.trustedDeviceTtlMs) return null;
  return device;
}

/**
 * Trusts the browser for `userId` (after a successful sign-in), with a full
 * budget, and keeps at most `maxTrustedDevicesPerUser` of them.
 */
export async function trustDevice(
  ctx: MutationCtx,
  userId: Id<"users">,
  deviceHash: string,
  now: number,
): Promise<void> {
  const fresh = {
    lastUsedAt: now,
    attemptsLeft: SIGN_IN_LIMITS.trustedDeviceAttemptsPerHour,
    updatedAt: now,
  };
  const existing = await ctx.db
    .query("trustedDevices")
    .withIndex("by_device_and_user", (q) =>
      q.eq("deviceHash", deviceHash).eq("userId", userId),
    )
    .unique();
  if (existing !== null) {
    await ctx.db.patch("trustedDevices", existing._id, fresh);
    return;
  }
  await ctx.db.insert("trustedDevices", { userId, deviceHash, ...fresh });
  const newestFirst = await ctx.db
    .query("trustedDevices")
    .withIndex("by_user_and_lastUsedAt", (q) => q.eq("userId", userId))
    .order("desc")
    .take(SIGN_IN_LIMITS.maxTrustedDevicesPerUser + 1);
  const dropped = newestFirst[SIGN_IN_LIMITS.maxTrustedDevicesPerUser];
  if (dropped !== undefined) {
    await ctx.db.delete("trustedDevices", dropped._id);
  }
}
