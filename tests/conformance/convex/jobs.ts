import { v } from "convex/values";
import { internal } from "./_generated/api";
import { type Id } from "./_generated/dataModel";
import {
  internalAction,
  internalMutation,
  mutation,
  query,
} from "./_generated/server";

export const later = mutation({
  args: { name: v.string(), delayMs: v.number() },
  handler: async (
    ctx,
    { name, delayMs },
  ): Promise<Id<"_scheduled_functions">> =>
    ctx.scheduler.runAfter(delayMs, internal.jobs.record, { name }),
});

export const laterViaAction = mutation({
  args: { name: v.string() },
  handler: async (ctx, { name }): Promise<Id<"_scheduled_functions">> =>
    ctx.scheduler.runAfter(0, internal.jobs.recordViaAction, { name }),
});

export const recordViaAction = internalAction({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    await ctx.runMutation(internal.jobs.record, { name });
    await ctx.runMutation(internal.jobs.record, { name });
  },
});

export const scheduleThenThrow = mutation({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    await ctx.scheduler.runAfter(0, internal.jobs.record, { name });
    throw new Error("rolled back");
  },
});

export const cancel = mutation({
  args: { id: v.id("_scheduled_functions") },
  handler: async (ctx, { id }) => ctx.scheduler.cancel(id),
});

export const record = internalMutation({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    await ctx.db.insert("counters", { name, value: 1 });
  },
});

export const status = query({
  args: { id: v.id("_scheduled_functions") },
  handler: async (ctx, { id }) => {
    const job = await ctx.db.system.get(id);
    return job === null ? null : { kind: job.state.kind, name: job.name };
  },
});

export const count = query({
  args: { name: v.string() },
  handler: async (ctx, { name }) =>
    (
      await ctx.db
        .query("counters")
        .withIndex("by_name", (q) => q.eq("name", name))
        .take(100)
    ).length,
});
