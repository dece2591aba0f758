/**
 * Members' accounts: Convex Auth's users (with the deletion tombstone), account
 * deletions in progress, and email changes waiting for their code.
 */
import { authTables } from "@convex-dev/auth/server";
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { ACCOUNT_DELETION_STEPS } from "../shared/accountDeletion";

export const accountTables = {
  /**
   * Convex Auth's users, with `deletedAt`: set when the account is deleted
   * (model/accountDeletion.ts), which in the same transaction replaces the row
   * with the tombstone alone (no email, no name). The row stays so that what
   * others keep (messages, reviews) still names someone: "Deleted member".
   */
  users: defineTable({
    ...authTables.users.validator.fields,
    deletedAt: v.optional(v.number()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"]),
  /**
   * One per deleted account: the cleanup's progress, written in the same
   * transaction as each page it describes (model/accountDeletion.ts), so a
   * page that runs again finds its progress moved on and does nothing.
   */
  accountDeletions: defineTable({
    userId: v.id("users"),
    /** The deleted profile's id: others' favourites still name it. */
    profileId: v.union(v.id("profiles"), v.null()),
    startedAt: v.number(),
    /** The step the next page runs; "done" once the cleanup is over. */
    step: literals(...ACCOUNT_DELETION_STEPS),
    /** Where the step's next page starts (a pagination cursor), null at its start. */
    cursor: v.union(v.string(), v.null()),
    /** Pages run so far: a scheduled page runs only when it is page number `pagesDone`. */
    pagesDone: v.number(),
    /** Deleted sessions whose refresh tokens are still to delete. */
    tokenSessions: v.array(v.id("authSessions")),
    finishedAt: v.optional(v.number()),
  })
    .index("by_user", ["userId"])
    .index("by_step", ["step"]),
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
