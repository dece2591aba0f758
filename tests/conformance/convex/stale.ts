import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalQuery, mutation } from "./_generated/server";

export const count = internalQuery({
  args: { name: v.string() },
  returns: v.number(),
  handler: async (ctx, { name }) =>
    (
      await ctx.db
        .query("counters")
        .withIndex("by_name", (q) => q.eq("name", name))
        .collect()
    ).length,
});

/**
 * Writes, then counts with a plain and a stale-snapshot query: the stale one reads the
 * snapshot the mutation started at, without its own writes.
 */
export const writeThenCount = mutation({
  args: { name: v.string() },
  returns: v.object({ fresh: v.number(), stale: v.number() }),
  handler: async (ctx, { name }) => {
    await ctx.db.insert("counters", { name, value: 1 });
    const fresh: number = await ctx.runQuery(internal.stale.count, { name });
    const stale: number = await ctx.runQuery(
      internal.stale.count,
      { name },
      { useStaleSnapshot: true },
    );
    return { fresh, stale };
  },
});
