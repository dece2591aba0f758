import { v } from "convex/values";
import { mutation, query } from "./_generated/server";

/**
 * A realistic small mutation (used by the durability test and the benchmark): three
 * indexed reads, one insert and one patch. `totals.count` always equals the number of
 * ledger entries, so a half-applied mutation would be visible.
 */
export const append = mutation({
  args: { seq: v.number(), book: v.optional(v.string()) },
  returns: v.number(),
  handler: async (ctx, { seq, book }) => {
    const name = book ?? "main";
    const totals = await ctx.db
      .query("totals")
      .withIndex("by_name", (q) => q.eq("name", name))
      .unique();
    const duplicate = await ctx.db
      .query("ledger")
      .withIndex("by_seq", (q) => q.eq("seq", seq))
      .first();
    const previous = await ctx.db
      .query("ledger")
      .withIndex("by_seq", (q) => q.lt("seq", seq))
      .order("desc")
      .first();
    if (duplicate !== null) return totals?.count ?? 0;
    await ctx.db.insert(
      "ledger",
      previous === null ? { seq } : { seq, prev: previous.seq },
    );
    const count = (totals?.count ?? 0) + 1;
    const sum = (totals?.sum ?? 0) + seq;
    if (totals) await ctx.db.patch(totals._id, { count, sum });
    else await ctx.db.insert("totals", { name, count, sum });
    return count;
  },
});

export const check = query({
  args: { book: v.optional(v.string()) },
  handler: async (ctx, { book }) => {
    const totals = await ctx.db
      .query("totals")
      .withIndex("by_name", (q) => q.eq("name", book ?? "main"))
      .unique();
    const entries = await ctx.db
      .query("ledger")
      .withIndex("by_seq")
      .take(20_000);
    return {
      count: totals?.count ?? 0,
      sum: totals?.sum ?? 0,
      seqs: entries.map((e) => e.seq),
    };
  },
});
