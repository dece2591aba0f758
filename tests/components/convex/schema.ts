import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  // The counter component has a table of the same name: each sees only its own.
  notes: defineTable({ text: v.string() }),
});
