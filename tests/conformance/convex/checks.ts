import { ConvexError, v } from "convex/values";
import { action, internalQuery, mutation, query } from "./_generated/server";

export const typed = query({
  args: { n: v.number(), big: v.int64(), id: v.optional(v.id("messages")) },
  returns: v.object({ n: v.number(), big: v.int64() }),
  handler: (_ctx, { n, big }) => ({ n, big }),
});

export const badReturn = query({
  args: {},
  returns: v.string(),
  // @ts-expect-error deliberately returns the wrong type
  handler: () => 42,
});

export const secret = internalQuery({
  args: {},
  handler: () => "secret",
});

export const fail = mutation({
  args: { kind: v.union(v.literal("convex"), v.literal("plain")) },
  handler: async (ctx, { kind }) => {
    await ctx.db.insert("counters", { name: "fail", value: 1 });
    if (kind === "convex") {
      throw new ConvexError({ code: "NOT_ALLOWED", message: "Nope", n: 3 });
    }
    throw new Error("plain failure");
  },
});

export const failAction = action({
  args: {},
  handler: () => {
    throw new ConvexError("action says no");
  },
});

export const determinism = query({
  args: {},
  handler: async () => {
    const t1 = Date.now();
    const d = new Date().getTime();
    let spin = 0;
    for (let i = 0; i < 200_000; i++) spin += i;
    const t2 = Date.now();
    let fetchRefused = false;
    try {
      await fetch("http://127.0.0.1:9/");
    } catch {
      fetchRefused = true;
    }
    let timerRefused = false;
    try {
      setTimeout(() => undefined, 1);
    } catch {
      timerRefused = true;
    }
    const r = Math.random();
    return {
      frozen: t1 === t2 && t1 === d && spin > 0,
      fetchRefused,
      timerRefused,
      randomInRange: r >= 0 && r < 1,
    };
  },
});

export const whoami = query({
  args: {},
  handler: async (ctx) => {
    const identity = await ctx.auth.getUserIdentity();
    return identity === null
      ? null
      : { subject: identity.subject, name: identity.name ?? null };
  },
});

export const writeInQuery = query({
  args: {},
  handler: (ctx) => {
    // @ts-expect-error queries have no insert; reach it the way a bug would
    const insert = ctx.db.insert as undefined | (() => unknown);
    return insert === undefined;
  },
});

export const tooBig = mutation({
  args: {},
  handler: async (ctx) => {
    await ctx.db.insert("counters", { name: "x".repeat(1_100_000), value: 1 });
  },
});

export const reservedField = mutation({
  args: {},
  handler: async (ctx) => {
    await ctx.db.insert("mixed", { value: { $bad: 1 } });
  },
});

export const schemaMismatch = mutation({
  args: {},
  handler: async (ctx) => {
    // @ts-expect-error value must be a number
    await ctx.db.insert("counters", { name: "x", value: "not a number" });
  },
});

/** Issues a syscall no backend implements (the local backend must name it). */
export const unknownOp = query({
  args: {},
  handler: async () => {
    const convex = (
      globalThis as unknown as {
        Convex: { asyncSyscall(op: string, args: string): Promise<string> };
      }
    ).Convex;
    return await convex.asyncSyscall("1.0/notARealOp", "{}");
  },
});

/** Never settles (the local backend must time it out rather than hold its lock). */
export const hang = mutation({
  args: {},
  handler: async (ctx) => {
    await ctx.db.insert("counters", { name: "hang", value: 1 });
    await new Promise(() => undefined);
  },
});

/** An action that never settles (the local backend's action time limit). */
export const hangAction = action({
  args: {},
  handler: async () => {
    await new Promise(() => undefined);
  },
});

export const logs = query({
  args: {},
  handler: () => {
    console.log("hello", 42);
    console.warn("careful");
    return null;
  },
});

export const meta = mutation({
  args: {},
  handler: async (ctx) => {
    await ctx.db.insert("counters", { name: "meta", value: 1 });
    const fn = await ctx.meta.getFunctionMetadata();
    const request = await ctx.meta.getRequestMetadata();
    const deployment = await ctx.meta.getDeploymentMetadata();
    const metrics = await ctx.meta.getTransactionMetrics();
    const snapshot = ctx.meta.getSnapshotTs();
    return {
      name: fn.name,
      type: fn.type,
      visibility: fn.visibility,
      hasRequestId: typeof request.requestId === "string",
      scheduledFunctionId: request.scheduledFunctionId ?? null,
      deploymentClass: deployment.class,
      documentsWritten: metrics.documentsWritten.used,
      snapshotIsInt64: typeof snapshot === "bigint",
    };
  },
});

export const requestMetaInQuery = query({
  args: {},
  handler: async (ctx) => {
    const meta = ctx.meta as unknown as {
      getRequestMetadata?: () => Promise<unknown>;
    };
    return meta.getRequestMetadata === undefined
      ? "absent"
      : await meta.getRequestMetadata();
  },
});

/** Issues more queries than one function execution may (4096). */
export const manyQueries = query({
  args: { count: v.number() },
  handler: async (ctx, { count }) => {
    for (let i = 0; i < count; i++) await ctx.db.query("counters").first();
    const metrics = await ctx.meta.getTransactionMetrics();
    return metrics.databaseQueries.used;
  },
});

/** An action that keeps its thread busy for `ms` (CPU-heavy work, like hashing). */
export const spin = action({
  args: { ms: v.number() },
  handler: (_ctx, { ms }) => {
    const until = Date.now() + ms;
    let n = 0;
    while (Date.now() < until) n++;
    return Promise.resolve(n > 0);
  },
});

/**
 * A query that keeps its thread busy for `rounds` rounds of arithmetic (queries see a
 * frozen clock, so it counts work instead of time); `rounds: -1` never stops. With
 * `until`, the name of an environment variable, it sets `<until>_STARTED` as it starts
 * and stops once `until` is set: a local-backend test holds it in a function worker
 * (workers share the backend's environment) until it lets it go.
 */
export const spinQuery = query({
  args: { rounds: v.number(), until: v.optional(v.string()) },
  handler: (_ctx, { rounds, until }) => {
    if (until !== undefined) process.env[`${until}_STARTED`] = "1";
    let x = 0;
    for (let i = 0; rounds < 0 || i < rounds; i++) {
      x += Math.sqrt(i);
      if (until !== undefined && i % 1024 === 1023 && process.env[until]) break;
    }
    return Promise.resolve(x > 0);
  },
});

/**
 * A mutation that keeps its thread busy for `rounds` rounds of arithmetic (or, with
 * `until`, as `spinQuery` does, until that variable is set), then writes.
 */
export const spinMutation = mutation({
  args: { rounds: v.number(), name: v.string(), until: v.optional(v.string()) },
  handler: async (ctx, { rounds, name, until }) => {
    if (until !== undefined) process.env[`${until}_STARTED`] = "1";
    let x = 0;
    for (let i = 0; rounds < 0 || i < rounds; i++) {
      x += Math.sqrt(i);
      if (until !== undefined && i % 1024 === 1023 && process.env[until]) break;
    }
    await ctx.db.insert("counters", { name, value: x > 0 ? 1 : 0 });
    return true;
  },
});
