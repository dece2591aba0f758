import { MINUTE, RateLimiter } from "@convex-dev/rate-limiter";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { mutation, query } from "./_generated/server";

const rateLimiter = new RateLimiter(components.rateLimiter, {
  send: { kind: "fixed window", rate: 2, period: MINUTE },
});

const result = v.object({
  ok: v.boolean(),
  retryAfter: v.optional(v.number()),
});

export const send = mutation({
  args: { key: v.string() },
  returns: result,
  handler: (ctx, { key }) => rateLimiter.limit(ctx, "send", { key }),
});

export const check = query({
  args: { key: v.string() },
  returns: result,
  handler: (ctx, { key }) => rateLimiter.check(ctx, "send", { key }),
});
