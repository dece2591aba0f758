import { DirectAggregate } from "@convex-dev/aggregate";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { mutation, query } from "./_generated/server";

const aggregate = new DirectAggregate<{ Key: number; Id: string }>(
  components.scores,
);

/** `later`: queued and applied by the aggregate's batch worker (the scheduler). */
export const add = mutation({
  args: { id: v.string(), score: v.number(), later: v.optional(v.boolean()) },
  returns: v.null(),
  handler: async (ctx, { id, score, later }) => {
    await aggregate.insert(
      ctx,
      { key: score, id, sumValue: score },
      { async: later ?? false },
    );
    return null;
  },
});

export const stats = query({
  args: {},
  returns: v.object({ count: v.number(), sum: v.number() }),
  handler: async (ctx) => ({
    count: await aggregate.count(ctx),
    sum: await aggregate.sum(ctx),
  }),
});
