import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  messages: defineTable({
    channel: v.string(),
    author: v.string(),
    body: v.string(),
    n: v.number(),
    tag: v.optional(v.string()),
  })
    .index("by_channel", ["channel"])
    .index("by_channel_n", ["channel", "n"])
    .index("by_tag", ["tag"])
    .index("by_author_staged", { fields: ["author"], staged: true })
    .searchIndex("search_body", {
      searchField: "body",
      filterFields: ["channel"],
    })
    .searchIndex("search_author_staged", {
      searchField: "author",
      staged: true,
    }),
  stamps: defineTable({ ts: v.commitTs() }),
  embeddings: defineTable({
    name: v.string(),
    kind: v.string(),
    vec: v.array(v.float64()),
  })
    .vectorIndex("by_vec", {
      vectorField: "vec",
      dimensions: 3,
      filterFields: ["kind"],
    })
    .vectorIndex("by_vec_staged", {
      vectorField: "vec",
      dimensions: 3,
      staged: true,
    }),
  mixed: defineTable({ value: v.any() }).index("by_value", ["value"]),
  counters: defineTable({ name: v.string(), value: v.number() }).index(
    "by_name",
    ["name"],
  ),
  files: defineTable({ storageId: v.id("_storage"), name: v.string() }),
  ledger: defineTable({ seq: v.number(), prev: v.optional(v.number()) }).index(
    "by_seq",
    ["seq"],
  ),
  totals: defineTable({
    name: v.string(),
    count: v.number(),
    sum: v.number(),
  }).index("by_name", ["name"]),
});
