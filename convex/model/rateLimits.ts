/**
 * Token-bucket rate limits kept in the `rateLimits` table, checked and
 * consumed inside the caller's mutation, so a refused call writes nothing and
 * concurrent calls cannot overspend a bucket (they conflict and serialize).
 *
 * Why our own and not `@convex-dev/rate-limiter`: it is a Convex component,
 * and the local backend that `npm start` and the tests run on cannot load
 * components yet (issue #16). The API mirrors the component's (named limits,
 * `rate` per `period`, `capacity`, a key per caller) so the switch is local.
 */
import type { MutationCtx } from "../_generated/server";
import { appError } from "../shared/errors";
import {
  RATE_LIMIT_MESSAGES,
  RATE_LIMITS,
  type RateLimitName,
} from "../shared/rateLimits";

/** How a bucket fills: up to `capacity` tokens, `rate` more every `period` ms. */
export type BucketSpec = { rate: number; period: number; capacity: number };

/**
 * The tokens a bucket holds at `now`, given what it held at `updatedAt`: the
 * one refill rule of every bucket of the app (this file's and the sign-in
 * budgets of signInLimits.ts). A clock that went back refills nothing.
 */
export function tokensAvailable(
  tokens: number,
  updatedAt: number,
  { rate, period, capacity }: BucketSpec,
  now: number,
): number {
  const refilled = ((now - updatedAt) * rate) / period;
  return Math.min(capacity, tokens + Math.max(0, refilled));
}

/**
 * Takes one token from the named bucket of `key` and returns true, or returns
 * false (writing nothing) when the bucket is empty. A missing row is a full
 * bucket; rows stay one per (limit, key), so the table grows with distinct
 * senders, never with traffic.
 */
export async function takeRateLimit(
  ctx: MutationCtx,
  name: RateLimitName,
  key: string,
  now: number,
): Promise<boolean> {
  const spec = RATE_LIMITS[name];
  const row = await ctx.db
    .query("rateLimits")
    .withIndex("by_name_and_key", (q) => q.eq("name", name).eq("key", key))
    .unique();
  const refilled =
    row === null
      ? spec.capacity
      : tokensAvailable(row.tokens, row.updatedAt, spec, now);
  if (refilled < 1) return false;
  const next = { tokens: refilled - 1, updatedAt: now };
  if (row === null) await ctx.db.insert("rateLimits", { name, key, ...next });
  else await ctx.db.patch("rateLimits", row._id, next);
  return true;
}

/** As `takeRateLimit`, but an empty bucket throws RATE_LIMITED with the limit's message. */
export async function consumeRateLimit(
  ctx: MutationCtx,
  name: RateLimitName,
  key: string,
  now: number,
): Promise<void> {
  if (!(await takeRateLimit(ctx, name, key, now))) {
    throw appError("RATE_LIMITED", RATE_LIMIT_MESSAGES[name]);
  }
}
