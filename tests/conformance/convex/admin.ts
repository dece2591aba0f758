/**
 * Internal functions for the admin key's tests: only a caller holding the deployment's
 * admin key (`setAdminAuth`) reaches them from outside, as itself (no identity) or
 * acting as a user (that user's identity).
 */
import { v } from "convex/values";
import {
  internalAction,
  internalMutation,
  internalQuery,
} from "./_generated/server";

export const identity = internalQuery({
  args: {},
  handler: (ctx) => ctx.auth.getUserIdentity(),
});

export const note = internalMutation({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    await ctx.db.insert("counters", { name, value: 1 });
    return (await ctx.auth.getUserIdentity())?.subject ?? null;
  },
});

export const identityInAction = internalAction({
  args: {},
  handler: (ctx) => ctx.auth.getUserIdentity(),
});

/** What functions see of the process's environment (the admin key is not in it). */
export const environment = internalAction({
  args: {},
  handler: () => JSON.stringify(process.env),
});
