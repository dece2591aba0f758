/**
 * The app's rate limits, through `@convex-dev/rate-limiter`: one
 * `RateLimiter` holding every named limit of shared/rateLimits.ts as a token
 * bucket (same rate, period and capacity), keyed per caller.
 *
 * The component's `limit` runs as a sub-mutation of the caller's mutation, so
 * it commits or rolls back with it; a refused call writes nothing in the
 * component (it only writes a bucket it takes from), and the caller throws
 * before writing anything of its own, so a refused call writes nothing at
 * all. Concurrent calls on one bucket conflict and serialize in the
 * component.
 */
import { RateLimiter } from "@convex-dev/rate-limiter";
import { components } from "../_generated/api";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../shared/errors";
import {
  RATE_LIMIT_MESSAGES,
  RATE_LIMITS,
  type RateLimitName,
} from "../shared/rateLimits";

type TokenBuckets = {
  [Name in RateLimitName]: (typeof RATE_LIMITS)[Name] & {
    kind: "token bucket";
  };
};

function tokenBuckets(): TokenBuckets {
  const entries = Object.entries(RATE_LIMITS).map(([name, spec]) => [
    name,
    { kind: "token bucket" as const, ...spec },
  ]);
  return Object.fromEntries(entries) as TokenBuckets;
}

export const rateLimiter = new RateLimiter(
  components.rateLimiter,
  tokenBuckets(),
);

/**
 * Takes one token from the named bucket of `key` and returns true, or returns
 * false (writing nothing) when the bucket is empty.
 */
export async function takeRateLimit(
  ctx: MutationCtx,
  name: RateLimitName,
  key: string,
): Promise<boolean> {
  const { ok } = await rateLimiter.limit(ctx, name, { key });
  return ok;
}

/** Whether the named bucket of `key` has a token left, taking none. */
export async function hasRateLimit(
  ctx: MutationCtx,
  name: RateLimitName,
  key: string,
): Promise<boolean> {
  const { ok } = await rateLimiter.check(ctx, name, { key });
  return ok;
}

/** Refills the named bucket of `key` (as if it had never been drawn from). */
export async function resetRateLimit(
  ctx: MutationCtx,
  name: RateLimitName,
  key: string,
): Promise<void> {
  await rateLimiter.reset(ctx, name, { key });
}

/** As `takeRateLimit`, but an empty bucket throws RATE_LIMITED with the limit's message. */
export async function consumeRateLimit(
  ctx: MutationCtx,
  name: RateLimitName,
  key: string,
): Promise<void> {
  if (!(await takeRateLimit(ctx, name, key))) {
    throw appError("RATE_LIMITED", RATE_LIMIT_MESSAGES[name]);
  }
}
