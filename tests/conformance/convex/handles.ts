import { createFunctionHandle, type FunctionHandle } from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import {
  action,
  internalMutation,
  internalQuery,
  mutation,
} from "./_generated/server";

export const target = internalMutation({
  args: { n: v.number() },
  returns: v.number(),
  handler: (_ctx, { n }) => n * 2,
});

export const peek = internalQuery({
  args: {},
  returns: v.string(),
  handler: () => "peeked",
});

/** A handle of an internal mutation, made in a mutation. */
export const make = mutation({
  args: {},
  returns: v.string(),
  handler: (): Promise<string> => createFunctionHandle(internal.handles.target),
});

/** Calls a handle it is given (as a component would). */
export const callVia = mutation({
  args: { handle: v.string(), n: v.number() },
  returns: v.number(),
  handler: (ctx, { handle, n }): Promise<number> =>
    ctx.runMutation(
      handle as FunctionHandle<"mutation", { n: number }, number>,
      {
        n,
      },
    ),
});

/** Handles made in an action, and a query handle run from it. */
export const inAction = action({
  args: {},
  returns: v.object({ handle: v.string(), peeked: v.string() }),
  handler: async (ctx): Promise<{ handle: string; peeked: string }> => {
    const handle = await createFunctionHandle(internal.handles.target);
    const query = await createFunctionHandle(internal.handles.peek);
    return { handle, peeked: await ctx.runQuery(query, {}) };
  },
});

/** `ctx.meta.getFunctionMetadata()` in an action (the rate limiter reads its type). */
export const metaInAction = action({
  args: {},
  returns: v.object({
    name: v.string(),
    componentPath: v.string(),
    type: v.string(),
  }),
  handler: async (ctx) => {
    const { name, componentPath, type } = await ctx.meta.getFunctionMetadata();
    return { name, componentPath, type };
  },
});
