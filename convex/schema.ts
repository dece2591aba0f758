import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import {
  APPLICATION_STATUSES,
  EXPERTISE_IDS,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
} from "./shared/constants";
import { RATE_LIMIT_NAMES } from "./shared/rateLimits";

export default defineSchema({
  ...authTables,

  /** One per user (created in the sign-up transaction): the public face of a builder. */
  profiles: defineTable({
    userId: v.id("users"),
    name: v.string(),
    /** Unique; defaults to the email's local part, suffixed when taken. */
    username: v.string(),
    role: v.string(),
    bio: v.string(),
    skills: v.array(v.string()),
    expertise: v.array(literals(...EXPERTISE_IDS)),
    avatarUrl: v.optional(v.string()),
    /** name, username, role and skills, maintained on every write, for builder search. */
    searchText: v.string(),
  })
    .index("by_user", ["userId"])
    .index("by_username", ["username"])
    .searchIndex("search_text", { searchField: "searchText" }),

  /**
   * One row per (profile, builder category), derived from the profile's
   * expertise: the /builders category filter's index.
   */
  profileCategories: defineTable({
    profileId: v.id("profiles"),
    category: literals(...PROJECT_CATEGORIES),
  })
    .index("by_category", ["category"])
    .index("by_profile", ["profileId"]),

  /** A project seeking collaborators. */
  projects: defineTable({
    title: v.string(),
    description: v.string(),
    category: literals(...PROJECT_CATEGORIES),
    skills: v.array(v.string()),
    /** Seats offered in total. */
    openPositions: v.number(),
    /** Seats taken by accepted applications; never above openPositions. */
    filledPositions: v.number(),
    creatorId: v.id("users"),
    status: literals(...PROJECT_STATUSES),
    /** Creation time in ms: now for users, backdated for demo data. Lists sort on it. */
    createdAt: v.number(),
    updatedAt: v.number(),
    /** title + description, maintained on every write, for the search index. */
    searchText: v.string(),
  })
    .index("by_createdAt", ["createdAt"])
    .index("by_category_and_createdAt", ["category", "createdAt"])
    .index("by_creator_and_createdAt", ["creatorId", "createdAt"])
    .searchIndex("search_text", {
      searchField: "searchText",
      filterFields: ["category"],
    }),

  /** A builder's request to join a project. */
  applications: defineTable({
    projectId: v.id("projects"),
    applicantId: v.id("users"),
    message: v.string(),
    status: literals(...APPLICATION_STATUSES),
    createdAt: v.number(),
    /** When it left `pending` (accepted, rejected or withdrawn). */
    decidedAt: v.optional(v.number()),
  })
    .index("by_project_and_applicant", ["projectId", "applicantId"])
    .index("by_project_and_createdAt", ["projectId", "createdAt"])
    .index("by_applicant_and_createdAt", ["applicantId", "createdAt"])
    .index("by_project_and_status", ["projectId", "status"])
    .index("by_applicant_and_status", ["applicantId", "status"])
    .index("by_applicant_and_decidedAt", ["applicantId", "decidedAt"]),

  /** One user following another (never themselves); at most one row per pair. */
  follows: defineTable({
    followerId: v.id("users"),
    followeeId: v.id("users"),
  })
    .index("by_follower_and_followee", ["followerId", "followeeId"])
    .index("by_followee", ["followeeId"]),

  /** A user's favourite builder profiles; at most one row per pair. */
  favorites: defineTable({
    userId: v.id("users"),
    profileId: v.id("profiles"),
  })
    .index("by_user_and_profile", ["userId", "profileId"])
    .index("by_profile", ["profileId"]),

  /**
   * Per-builder counters kept in the same transaction as the rows they count
   * (follows.toggle), so cards read one document instead of counting.
   */
  builderStats: defineTable({
    userId: v.id("users"),
    followersCount: v.number(),
  }).index("by_user", ["userId"]),

  /** A direct message between two users. */
  messages: defineTable({
    senderId: v.id("users"),
    recipientId: v.id("users"),
    /** Trimmed, 1 to 2000 characters. */
    body: v.string(),
    /** The two user ids, sorted and joined: the same for both directions. */
    conversationKey: v.string(),
  }).index("by_conversation", ["conversationKey"]),

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
});
