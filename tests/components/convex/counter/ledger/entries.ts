import { v } from "convex/values";
import { mutation, query } from "./_generated/server";

export const record = mutation({
  args: { name: v.string(), value: v.number() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await ctx.db.insert("entries", args);
    return null;
  },
});

export const summary = query({
  args: {},
  returns: v.object({ count: v.number(), componentPath: v.string() }),
  handler: async (ctx) => {
    const rows = await ctx.db.query("entries").collect();
    const { componentPath } = await ctx.meta.getFunctionMetadata();
    return { count: rows.length, componentPath };
  },
});
