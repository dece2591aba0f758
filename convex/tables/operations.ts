/** Keeping the service safe and current: sign-in budgets, rate limits, the contact form, data migrations and the home page's site counters. */
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { RATE_LIMIT_NAMES } from "../shared/rateLimits";

export const operationsTables = {
  /**
   * Sign-in budget of an email (normalized) for attempts from browsers not
   * trusted for its account, and for every attempt at an email without one: a
   * token bucket (model/signInLimits.ts). Deleted once full again.
   */
  signInLimits: defineTable({
    email: v.string(),
    attemptsLeft: v.number(),
    updatedAt: v.number(),
  }).index("by_email", ["email"]),
  /**
   * A browser a user signed in from (the SHA-256 of its device id, never the
   * id), with its own sign-in budget for that user (model/signInLimits.ts).
   */
  trustedDevices: defineTable({
    userId: v.id("users"),
    deviceHash: v.string(),
    lastUsedAt: v.number(),
    attemptsLeft: v.number(),
    updatedAt: v.number(),
  })
    .index("by_device_and_user", ["deviceHash", "userId"])
    .index("by_user_and_lastUsedAt", ["userId", "lastUsedAt"]),
  /** A message sent through the contact form (visitors included). */
  contactMessages: defineTable({
    name: v.string(),
    /** Lower-cased. */
    email: v.string(),
    subject: v.string(),
    message: v.string(),
    senderId: v.optional(v.id("users")),
  }).index("by_email", ["email"]),
  /** Token buckets of model/rateLimits.ts: one row per limit and key. */
  rateLimits: defineTable({
    name: literals(...RATE_LIMIT_NAMES),
    /** Who the bucket belongs to: a user id, an email, or "all". */
    key: v.string(),
    tokens: v.number(),
    updatedAt: v.number(),
  }).index("by_name_and_key", ["name", "key"]),
  /**
   * Data migrations that have run to the end (convex/migrations.ts): a start
   * finds its migration here and skips it.
   */
  migrations: defineTable({
    name: v.string(),
    done: v.boolean(),
    /**
     * While it runs, for a migration live writes must know about (the site
     * counters' backfill, model/siteStats.ts): the `_creationTime` of the last
     * document it has done.
     */
    position: v.optional(v.number()),
  }).index("by_name", ["name"]),
  /**
   * The home page's live counts (model/siteStats.ts): one row per metric and
   * shard, changed in the transactions that change what they count; a metric
   * is the sum of its shards. Metrics: "openSeats", "builders" and
   * "projectsCreated:<YYYY-MM-DD>" (UTC day buckets).
   */
  siteCounters: defineTable({
    metric: v.string(),
    shard: v.number(),
    value: v.number(),
  }).index("by_metric_and_shard", ["metric", "shard"]),
};
