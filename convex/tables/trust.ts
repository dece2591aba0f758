/** Trust and safety: finished projects' teams, reviews, reputations, blocks, reports and moderators. */
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from "../shared/safety";

export const trustTables = {
  /**
   * The team of a completed project, frozen at completion (model/completion.ts):
   * one row per member, the owner included. Reviews and profiles read it.
   */
  projectTeams: defineTable({
    projectId: v.id("projects"),
    userId: v.id("users"),
    role: literals("owner", "member"),
    completedAt: v.number(),
  })
    .index("by_project_and_user", ["projectId", "userId"])
    .index("by_user_and_completedAt", ["userId", "completedAt"]),
  /** One teammate's review of another for one completed project (model/reviews.ts). */
  reviews: defineTable({
    projectId: v.id("projects"),
    authorId: v.id("users"),
    subjectId: v.id("users"),
    /** 1 to 5 stars. */
    rating: v.number(),
    text: v.string(),
    createdAt: v.number(),
    /** The reviewed person's one reply. */
    replyText: v.optional(v.string()),
    repliedAt: v.optional(v.number()),
  })
    .index("by_subject_and_createdAt", ["subjectId", "createdAt"])
    .index("by_project_and_author_and_subject", [
      "projectId",
      "authorId",
      "subjectId",
    ])
    .index("by_project_and_subject", ["projectId", "subjectId"]),
  /**
   * A user's reputation, kept in the same transactions as its inputs
   * (model/reputation.ts): completions, reviews received, and since when they
   * meet the projects-and-ratings half of the Verified rule (`qualifiedAt`).
   * Verified = qualified + email verified (users.emailVerificationTime, kept
   * by Convex Auth's own verification transaction).
   */
  reputations: defineTable({
    userId: v.id("users"),
    completedProjects: v.number(),
    /**
     * Retired: reviews are counted by the reviews aggregate
     * (model/aggregates.ts); `componentMigrations:retireTables` removes these.
     */
    reviewCount: v.optional(v.number()),
    ratingSum: v.optional(v.number()),
    /** When they came to meet the projects-and-ratings half; absent while they do not. */
    qualifiedAt: v.optional(v.number()),
  }).index("by_user", ["userId"]),
  /** A user blocking another (model/blocks.ts): at most one row per pair and direction. */
  blocks: defineTable({
    blockerId: v.id("users"),
    blockedId: v.id("users"),
    createdAt: v.number(),
  })
    .index("by_blocker_and_blocked", ["blockerId", "blockedId"])
    .index("by_blocker_and_createdAt", ["blockerId", "createdAt"])
    /** Who blocked a user (account deletion removes those blocks too). */
    .index("by_blocked", ["blockedId"]),
  /** A report of a project, a profile or a message, for the moderators (model/reports.ts). */
  reports: defineTable({
    reporterId: v.id("users"),
    targetKind: literals(...REPORT_TARGETS),
    /** The reported document's id, as a string (a project, profile or message). */
    targetId: v.string(),
    /** Whose project, profile or message it is. */
    targetUserId: v.id("users"),
    reason: literals(...REPORT_REASONS),
    note: v.string(),
    status: literals(...REPORT_STATUSES),
    createdAt: v.number(),
    resolvedAt: v.optional(v.number()),
    resolvedBy: v.optional(v.id("users")),
  })
    .index("by_status_and_createdAt", ["status", "createdAt"])
    .index("by_reporter_and_target", ["reporterId", "targetId"]),
  /** Moderators granted by the internal `moderation.setOperator` (besides OPERATOR_EMAILS). */
  operators: defineTable({
    userId: v.id("users"),
  }).index("by_user", ["userId"]),
};
