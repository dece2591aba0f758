import { ConvexError, v } from "convex/values";
import { api, internal } from "./_generated/api";
import {
  action,
  internalMutation,
  internalQuery,
  mutation,
  query,
} from "./_generated/server";

export const bump = internalMutation({
  args: { name: v.string(), fail: v.boolean() },
  returns: v.number(),
  handler: async (ctx, { name, fail }) => {
    const existing = await ctx.db
      .query("counters")
      .withIndex("by_name", (q) => q.eq("name", name))
      .unique();
    const value = (existing?.value ?? 0) + 1;
    if (existing) await ctx.db.patch(existing._id, { value });
    else await ctx.db.insert("counters", { name, value });
    if (fail) throw new ConvexError({ code: "BUMP_FAILED", value });
    return value;
  },
});

export const read = internalQuery({
  args: { name: v.string() },
  returns: v.union(v.number(), v.null()),
  handler: async (ctx, { name }) => {
    const doc = await ctx.db
      .query("counters")
      .withIndex("by_name", (q) => q.eq("name", name))
      .unique();
    return doc?.value ?? null;
  },
});

export const value = query({
  args: { name: v.string() },
  handler: async (ctx, { name }): Promise<number | null> =>
    ctx.runQuery(internal.nested.read, { name }),
});

/** A nested mutation that throws rolls back alone; the caller continues. */
export const bumpTwice = mutation({
  args: { name: v.string() },
  handler: async (
    ctx,
    { name },
  ): Promise<{ error: unknown; seen: number | null }> => {
    await ctx.runMutation(internal.nested.bump, { name, fail: false });
    let error: unknown = null;
    try {
      await ctx.runMutation(internal.nested.bump, { name, fail: true });
    } catch (e) {
      error = e instanceof ConvexError ? e.data : "not a ConvexError";
    }
    const seen: number | null = await ctx.runQuery(internal.nested.read, {
      name,
    });
    return { error, seen };
  },
});

/** A throwing mutation writes nothing. */
export const bumpThenThrow = mutation({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    await ctx.runMutation(internal.nested.bump, { name, fail: false });
    throw new Error("boom after write");
  },
});

export const viaAction = action({
  args: { name: v.string() },
  handler: async (
    ctx,
    { name },
  ): Promise<{ value: number | null; error: unknown }> => {
    await ctx.runMutation(internal.nested.bump, { name, fail: false });
    let error: unknown = null;
    try {
      await ctx.runMutation(internal.nested.bump, { name, fail: true });
    } catch (e) {
      error = e instanceof ConvexError ? e.data : "not a ConvexError";
    }
    const value: number | null = await ctx.runQuery(internal.nested.read, {
      name,
    });
    const echoed: string = await ctx.runAction(api.nested.echo, { text: "hi" });
    return { value, error: echoed === "hi" ? error : "echo failed" };
  },
});

export const echo = action({
  args: { text: v.string() },
  returns: v.string(),
  handler: (_ctx, { text }) => text,
});
