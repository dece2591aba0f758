/** A member's own account: a change of the sign-in email waiting for its code. */
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const accountTables = {
  /**
   * An email change asked for and not yet confirmed (model/emailChange.ts):
   * at most one per user (a new request replaces it), deleted when its code
   * is entered. The code itself is never stored: only its SHA-256, as Convex
   * Auth stores verification codes.
   */
  emailChanges: defineTable({
    userId: v.id("users"),
    /** Normalized (trimmed, lower-cased) as sign-up stores an email. */
    newEmail: v.string(),
    /** SHA-256 of the 8-digit code, lower-case hex. */
    codeHash: v.string(),
    expiresAt: v.number(),
  }).index("by_userId", ["userId"]),
};
