/**
 * The search indexes (shared/search.ts says what matches; model/searchIndex.ts
 * keeps these rows in the transactions that change the searched fields).
 */
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { PROJECT_CATEGORIES } from "../shared/constants";

export const searchTables = {
  /** One row per (project, distinct trigram of its title or description). */
  projectSearchGrams: defineTable({
    gram: v.string(),
    projectId: v.id("projects"),
    category: literals(...PROJECT_CATEGORIES),
    /** The project's createdAt: search results come newest first, like the list. */
    createdAt: v.number(),
  })
    .index("by_project", ["projectId"])
    .index("by_gram_and_createdAt", ["gram", "createdAt"])
    .index("by_gram_and_category_and_createdAt", [
      "gram",
      "category",
      "createdAt",
    ]),

  /** One row per (profile, distinct trigram of its name, username, role or a skill). */
  profileSearchGrams: defineTable({
    gram: v.string(),
    profileId: v.id("profiles"),
    /** The profile's _creationTime: newest builders first, like the list. */
    profileCreatedAt: v.number(),
  })
    .index("by_profile", ["profileId"])
    .index("by_gram_and_profileCreatedAt", ["gram", "profileCreatedAt"]),
};
