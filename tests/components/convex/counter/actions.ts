import { v } from "convex/values";
import { api } from "./_generated/api";
import { action, env } from "./_generated/server";

/** An action of a component: its `run*` calls and env are the component's. */
export const describe = action({
  args: { name: v.string() },
  returns: v.object({
    value: v.number(),
    greeting: v.union(v.null(), v.string()),
  }),
  handler: async (
    ctx,
    { name },
  ): Promise<{ value: number; greeting: string | null }> => ({
    value: await ctx.runQuery(api.counters.get, { name }),
    greeting: env.GREETING ?? null,
  }),
});
