/** Keeping the service safe and current: trusted browsers, the contact form and data migrations. */
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const operationsTables = {
  /**
   * A browser a user signed in from (the SHA-256 of its device id, never the
   * id); its own sign-in budget for that user is the rate limiter's bucket
   * keyed by this row's id (model/signInLimits.ts).
   */
  trustedDevices: defineTable({
    userId: v.id("users"),
    deviceHash: v.string(),
    lastUsedAt: v.number(),
    /**
     * Retired: the budget is the rate limiter's;
     * `componentMigrations:retireTables` removes these.
     */
    attemptsLeft: v.optional(v.number()),
    updatedAt: v.optional(v.number()),
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
  /**
   * Data migrations that have run to the end (convex/migrations.ts): a start
   * finds its migration here and skips it.
   */
  migrations: defineTable({
    name: v.string(),
    done: v.boolean(),
    /**
     * The `_creationTime` of the last document a retired backfill had done;
     * read by nothing, declared so that the rows holding it stay valid.
     */
    position: v.optional(v.number()),
  }).index("by_name", ["name"]),
};
