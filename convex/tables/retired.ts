/**
 * Tables the Convex components replaced (issue #16), kept declared only until
 * `componentMigrations:retireTables` has emptied them on
 * every deployment; then this file goes. Nothing else reads or writes them.
 *
 * - rateLimits: the hand-written token buckets (now `@convex-dev/rate-limiter`).
 * - builderStats, siteCounters: hand-written counters (now `@convex-dev/aggregate`).
 * - presence, presenceSessions: hand-written presence (now `@convex-dev/presence`).
 * - signInLimits: the emails' sign-in budgets (now `@convex-dev/rate-limiter`).
 */
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const retiredTables = {
  rateLimits: defineTable({
    name: v.string(),
    key: v.string(),
    tokens: v.number(),
    updatedAt: v.number(),
  }),
  builderStats: defineTable({
    userId: v.id("users"),
    followersCount: v.number(),
  }),
  siteCounters: defineTable({
    metric: v.string(),
    shard: v.number(),
    value: v.number(),
  }),
  presence: defineTable({
    roomId: v.string(),
    userId: v.id("users"),
    since: v.number(),
  }),
  signInLimits: defineTable({
    email: v.string(),
    attemptsLeft: v.number(),
    updatedAt: v.number(),
  }),
  presenceSessions: defineTable({
    sessionId: v.string(),
    roomId: v.string(),
    userId: v.id("users"),
    timeoutId: v.id("_scheduled_functions"),
  }),
};
