import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  // The counter component has a table of the same name: each sees only its own.
  notes: defineTable({ text: v.string() }),
  // Workpool: what each job did and what its onComplete callback saw.
  attempts: defineTable({ label: v.string() }).index("by_label", ["label"]),
  outcomes: defineTable({
    label: v.string(),
    kind: v.string(),
    returnValue: v.optional(v.union(v.number(), v.string())),
    error: v.optional(v.string()),
  }).index("by_label", ["label"]),
  // Migrations: `doubled` is filled in by `migrations:double`.
  items: defineTable({
    group: v.string(),
    n: v.number(),
    doubled: v.optional(v.number()),
  }).index("by_group", ["group"]),
  // Snapshot exports and imports: references to stored files and jobs, typed in each
  // way a schema can type them, and one the schema does not type.
  attachments: defineTable({
    file: v.id("_storage"),
    more: v.optional(
      v.object({ list: v.array(v.union(v.id("_storage"), v.null())) }),
    ),
    either: v.optional(
      v.union(
        v.object({ kind: v.literal("file"), ref: v.id("_storage") }),
        v.object({ kind: v.literal("text"), ref: v.string() }),
      ),
    ),
    byFile: v.optional(v.record(v.id("_storage"), v.string())),
    job: v.optional(v.id("_scheduled_functions")),
    untyped: v.optional(v.any()),
  }).index("by_file", ["file"]),
});
