/**
 * Full-text searched notes: the burst benchmark (bench/sync-burst.ts) subscribes to
 * thousands of searches at once, as a client flooding the app's Explore page would.
 */
import {
  internalMutationGeneric as internalMutation,
  queryGeneric as query,
} from "convex/server";
import { v } from "convex/values";

export const add = internalMutation({
  args: { bodies: v.array(v.string()) },
  handler: async (ctx, { bodies }) => {
    for (const body of bodies) await ctx.db.insert("notes", { body });
  },
});

export const search = query({
  args: { term: v.string() },
  handler: async (ctx, { term }) => {
    const rows = (await ctx.db
      .query("notes")
      .withSearchIndex("search_body", (q) => q.search("body", term))
      .take(10)) as unknown as { body: string }[];
    return rows.map((r) => r.body);
  },
});
