import { type Infer, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalQuery, mutation, query } from "./_generated/server";

const metric = v.object({ used: v.number(), remaining: v.number() });
const metrics = v.object({
  bytesRead: metric,
  bytesWritten: metric,
  databaseQueries: metric,
  documentsRead: metric,
  documentsWritten: metric,
  functionsScheduled: metric,
  scheduledFunctionArgsBytes: metric,
});

/** `getTransactionMetrics` as the running function sees it, after reading `channel`. */
export const readAndMeasure = internalQuery({
  args: { channel: v.string() },
  returns: v.object({ read: v.number(), metrics }),
  handler: async (ctx, { channel }) => {
    const read = (
      await ctx.db
        .query("messages")
        .withIndex("by_channel", (q) => q.eq("channel", channel))
        .collect()
    ).length;
    return { read, metrics: await ctx.meta.getTransactionMetrics() };
  },
});

/**
 * Reads `channel` through a nested query given `documentsRead` as its budget, then
 * measures the caller's own metrics again: the budget binds the nested call only.
 */
const budgetedResult = v.object({
  nested: v.union(
    v.object({ read: v.number(), metrics }),
    v.object({ error: v.string() }),
  ),
  after: metrics,
});

export const budgeted = query({
  args: { channel: v.string(), documentsRead: v.number() },
  returns: budgetedResult,
  handler: async (
    ctx,
    { channel, documentsRead },
  ): Promise<Infer<typeof budgetedResult>> => {
    let nested: Infer<typeof budgetedResult>["nested"];
    try {
      nested = await ctx.runQuery(
        internal.txlimits.readAndMeasure,
        { channel },
        { transactionLimits: { documentsRead } },
      );
    } catch (e) {
      nested = { error: e instanceof Error ? e.message : String(e) };
    }
    return { nested, after: await ctx.meta.getTransactionMetrics() };
  },
});

export const seed = mutation({
  args: { channel: v.string(), count: v.number() },
  returns: v.null(),
  handler: async (ctx, { channel, count }) => {
    for (let n = 0; n < count; n++)
      await ctx.db.insert("messages", { channel, author: "a", body: "b", n });
    return null;
  },
});
