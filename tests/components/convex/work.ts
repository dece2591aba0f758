import {
  vOnCompleteValidator,
  vWorkId,
  type WorkId,
  Workpool,
} from "@convex-dev/workpool";
import { v } from "convex/values";
import { components, internal } from "./_generated/api";
import {
  internalAction,
  internalMutation,
  mutation,
  query,
} from "./_generated/server";

/** What the jobs return: `double` a number, `flaky` its label. */
const vReturned = v.union(v.number(), v.string());

// The default log level, "REPORT": the pool's minute reports page with
// `.paginate()` inside the component.
const pool = new Workpool(components.workpool, { maxParallelism: 2 });

/** Fails until it has been attempted `failures` times, then returns `label`. */
export const flaky = internalAction({
  args: { label: v.string(), failures: v.number() },
  returns: v.string(),
  handler: async (ctx, { label, failures }) => {
    const attempt: number = await ctx.runMutation(internal.work.attempt, {
      label,
    });
    if (attempt <= failures) throw new Error(`attempt ${attempt} of ${label}`);
    return label;
  },
});

export const attempt = internalMutation({
  args: { label: v.string() },
  returns: v.number(),
  handler: async (ctx, { label }) => {
    await ctx.db.insert("attempts", { label });
    const all = await ctx.db
      .query("attempts")
      .withIndex("by_label", (q) => q.eq("label", label))
      .collect();
    return all.length;
  },
});

export const double = internalMutation({
  args: { x: v.number() },
  returns: v.number(),
  handler: (_ctx, { x }) => x * 2,
});

export const done = internalMutation({
  args: vOnCompleteValidator(v.object({ label: v.string() }), vReturned),
  returns: v.null(),
  handler: async (ctx, { context, result }) => {
    await ctx.db.insert("outcomes", {
      label: context.label,
      kind: result.kind,
      ...(result.kind === "success" ? { returnValue: result.returnValue } : {}),
      ...(result.kind === "failed" ? { error: result.error } : {}),
    });
    return null;
  },
});

/** Enqueues `double` (a mutation) or `flaky` (an action, retried `retries` times). */
export const enqueue = mutation({
  args: {
    label: v.string(),
    kind: v.union(v.literal("mutation"), v.literal("action")),
    x: v.optional(v.number()),
    failures: v.optional(v.number()),
    maxAttempts: v.optional(v.number()),
    runAfter: v.optional(v.number()),
  },
  returns: vWorkId,
  handler: async (ctx, args): Promise<WorkId> => {
    const options = {
      onComplete: internal.work.done,
      context: { label: args.label },
      runAfter: args.runAfter,
    };
    if (args.kind === "mutation")
      return pool.enqueueMutation(
        ctx,
        internal.work.double,
        { x: args.x ?? 0 },
        options,
      );
    return pool.enqueueAction(
      ctx,
      internal.work.flaky,
      { label: args.label, failures: args.failures ?? 0 },
      {
        ...options,
        retry: {
          maxAttempts: args.maxAttempts ?? 1,
          initialBackoffMs: 10,
          base: 1,
        },
      },
    );
  },
});

export const status = query({
  args: { id: vWorkId },
  returns: v.any(),
  handler: (ctx, { id }) => pool.status(ctx, id),
});

export const cancel = mutation({
  args: { id: vWorkId },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await pool.cancel(ctx, id);
    return null;
  },
});

export const outcomes = query({
  args: { label: v.string() },
  returns: v.object({
    attempts: v.number(),
    outcomes: v.array(
      v.object({
        kind: v.string(),
        returnValue: v.optional(vReturned),
        error: v.optional(v.string()),
      }),
    ),
  }),
  handler: async (ctx, { label }) => {
    const attempts = await ctx.db
      .query("attempts")
      .withIndex("by_label", (q) => q.eq("label", label))
      .collect();
    const outcomes = await ctx.db
      .query("outcomes")
      .withIndex("by_label", (q) => q.eq("label", label))
      .collect();
    return {
      attempts: attempts.length,
      outcomes: outcomes.map(({ kind, returnValue, error }) => ({
        kind,
        returnValue,
        error,
      })),
    };
  },
});
