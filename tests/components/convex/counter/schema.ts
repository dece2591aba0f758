import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  counters: defineTable({ name: v.string(), value: v.number() }).index(
    "by_name",
    ["name"],
  ),
  notes: defineTable({ text: v.string() }),
  fileRefs: defineTable({ file: v.id("_storage") }),
});
