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
 * Both budgets are token buckets of `@convex-dev/rate-limiter`, like every
 * other limit (model/rateLimits.ts), under their own names: the email's keyed
 * by the email, a trusted browser's by its `trustedDevices` row, which holds
 * the trust (90-day TTL, the 10 most recent per user) and resets the bucket
 * whenever the browser is trusted anew or dropped. Convex Auth's own limit
 * (failed codes, `authRateLimits`) is untouched.
 */
import {
  calculateRateLimit,
  HOUR,
  RateLimiter,
} from "@convex-dev/rate-limiter";
import { components } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/** Every number of the scheme, in one place (docs/SECURITY.md quotes them). */
export const SIGN_IN_LIMITS = {
  /** Attempts per email per hour from browsers not trusted for its account. */
  untrustedAttemptsPerHour: 10,
  /** Attempts per hour from one trusted browser for its account. */
  trustedDeviceAttemptsPerHour: 10,
  /** Trusted browsers kept per user; signing in from another drops the least recently used. */
  maxTrustedDevicesPerUser: 10,
  /** A trusted browser not used to sign in for this long is trusted no more. */
  trustedDeviceTtlMs: 90 * 24 * HOUR,
} as const;

/** Full at `perHour`, refilling `perHour` an hour, continuously (as Convex Auth's own limit). */
function hourlyBucket(perHour: number) {
  return {
    kind: "token bucket" as const,
    rate: perHour,
    period: HOUR,
    capacity: perHour,
  };
}

const EMAIL_BUDGET = hourlyBucket(SIGN_IN_LIMITS.untrustedAttemptsPerHour);

const signInLimiter = new RateLimiter(components.rateLimiter, {
  signInPerEmail: EMAIL_BUDGET,
  signInPerTrustedDevice: hourlyBucket(
    SIGN_IN_LIMITS.trustedDeviceAttemptsPerHour,
  ),
});

/**
 * The email's budget at `now`, and how long until it is full again (0 if it
 * is). A budget that was never drawn from, or was deleted, reads as full.
 */
export async function emailBudget(
  ctx: QueryCtx,
  email: string,
  now: number,
): Promise<{ attemptsLeft: number; msUntilFull: number }> {
  const stored = await signInLimiter.getValue(ctx, "signInPerEmail", {
    key: email,
  });
  const { value } = calculateRateLimit(stored, EMAIL_BUDGET, now);
  const attemptsLeft = Math.min(EMAIL_BUDGET.capacity, value);
  const missing = EMAIL_BUDGET.capacity - attemptsLeft;
  return {
    attemptsLeft,
    msUntilFull: Math.ceil((missing * EMAIL_BUDGET.period) / EMAIL_BUDGET.rate),
  };
}

/**
 * Takes one attempt from the email's budget; `ok` false (writing nothing) when
 * none is left. `fullAgainInMs` is set when the bucket was full before (so
 * nothing is yet waiting to delete it once full again): one attempt's refill.
 */
export async function takeEmailAttempt(
  ctx: MutationCtx,
  email: string,
  now: number,
): Promise<{ ok: boolean; fullAgainInMs: number | null }> {
  const before = await emailBudget(ctx, email, now);
  const { ok } = await signInLimiter.limit(ctx, "signInPerEmail", {
    key: email,
  });
  const startedFull = ok && before.msUntilFull === 0;
  return {
    ok,
    fullAgainInMs: startedFull ? EMAIL_BUDGET.period / EMAIL_BUDGET.rate : null,
  };
}

/**
 * Gives back one attempt to the email's budget (after a right password), if
 * it is not full. The rate limiter takes `count` tokens, so -1 gives one: it
 * refills to at most the capacity, then adds one, and every later read caps
 * the bucket at its capacity again.
 */
export async function giveBackEmailAttempt(
  ctx: MutationCtx,
  email: string,
  now: number,
): Promise<void> {
  if ((await emailBudget(ctx, email, now)).msUntilFull === 0) return;
  await signInLimiter.limit(ctx, "signInPerEmail", { key: email, count: -1 });
}

/** Deletes the email's budget, which then reads as full. */
export async function resetEmailBudget(
  ctx: MutationCtx,
  email: string,
): Promise<void> {
  await signInLimiter.reset(ctx, "signInPerEmail", { key: email });
}

/** Takes one attempt from a trusted browser's own budget; false when none is left. */
export async function takeDeviceAttempt(
  ctx: MutationCtx,
  deviceId: Id<"trustedDevices">,
): Promise<boolean> {
  const { ok } = await signInLimiter.limit(ctx, "signInPerTrustedDevice", {
    key: deviceId,
  });
  return ok;
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
 * budget, and keeps at most `maxTrustedDevicesPerUser` of them; a dropped
 * browser's budget goes with it.
 */
export async function trustDevice(
  ctx: MutationCtx,
  userId: Id<"users">,
  deviceHash: string,
  now: number,
): Promise<void> {
  const existing = await ctx.db
    .query("trustedDevices")
    .withIndex("by_device_and_user", (q) =>
      q.eq("deviceHash", deviceHash).eq("userId", userId),
    )
    .unique();
  if (existing !== null) {
    await ctx.db.patch("trustedDevices", existing._id, { lastUsedAt: now });
    await resetDeviceBudget(ctx, existing._id);
    return;
  }
  await ctx.db.insert("trustedDevices", {
    userId,
    deviceHash,
    lastUsedAt: now,
  });
  const newestFirst = await ctx.db
    .query("trustedDevices")
    .withIndex("by_user_and_lastUsedAt", (q) => q.eq("userId", userId))
    .order("desc")
    .take(SIGN_IN_LIMITS.maxTrustedDevicesPerUser + 1);
  const dropped = newestFirst[SIGN_IN_LIMITS.maxTrustedDevicesPerUser];
  if (dropped !== undefined) {
    await ctx.db.delete("trustedDevices", dropped._id);
    await resetDeviceBudget(ctx, dropped._id);
  }
}

async function resetDeviceBudget(
  ctx: MutationCtx,
  deviceId: Id<"trustedDevices">,
): Promise<void> {
  await signInLimiter.reset(ctx, "signInPerTrustedDevice", { key: deviceId });
}

/** Trusts a browser no more (account deletion): its row and its budget go. */
export async function untrustDevice(
  ctx: MutationCtx,
  deviceId: Id<"trustedDevices">,
): Promise<void> {
  await ctx.db.delete("trustedDevices", deviceId);
  await resetDeviceBudget(ctx, deviceId);
}
