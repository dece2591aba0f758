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

export default defineSchema({
  ...authTables,

  /** One per user: the public face of a builder. */
  profiles: defineTable({
    userId: v.id("users"),
    name: v.string(),
    username: v.string(),
    role: v.string(),
    bio: v.string(),
    skills: v.array(v.string()),
    expertise: v.array(literals(...EXPERTISE_IDS)),
    avatarUrl: v.optional(v.string()),
  })
    .index("by_user", ["userId"])
    .index("by_username", ["username"]),

  /** A project seeking collaborators. */
  projects: defineTable({
    title: v.string(),
    description: v.string(),
    category: literals(...PROJECT_CATEGORIES),
    skills: v.array(v.string()),
    openPositions: v.number(),
    filledPositions: v.number(),
    creatorId: v.id("users"),
    status: literals(...PROJECT_STATUSES),
    updatedAt: v.number(),
  })
    .index("by_creator", ["creatorId"])
    .index("by_category", ["category"]),

  /** A builder's request to join a project. */
  applications: defineTable({
    projectId: v.id("projects"),
    applicantId: v.id("users"),
    message: v.string(),
    status: literals(...APPLICATION_STATUSES),
    decidedAt: v.optional(v.number()),
  })
    .index("by_project_and_applicant", ["projectId", "applicantId"])
    .index("by_applicant", ["applicantId"]),
});
