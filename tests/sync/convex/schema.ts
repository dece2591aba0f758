import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  messages: defineTable({
    channel: v.string(),
    body: v.string(),
    author: v.optional(v.string()),
  }).index("by_channel", ["channel"]),
  counters: defineTable({ name: v.string(), value: v.number() }).index(
    "by_name",
    ["name"],
  ),
  /** Searched by the burst benchmark (bench/sync-burst.ts), as the app's Explore page. */
  notes: defineTable({ body: v.string() }).searchIndex("search_body", {
    searchField: "body",
  }),
});
