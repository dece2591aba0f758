/** Keeping the service safe: trusted browsers and the contact form. */
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
};
