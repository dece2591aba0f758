/**
 * Functions for the sync tests: a channel-indexed message list, identity probes, a
 * paginated list, a counter, an echo of any value and an action.
 */
import {
  actionGeneric as action,
  type GenericDataModel,
  type GenericQueryCtx,
  makeFunctionReference,
  mutationGeneric as mutation,
  paginationOptsValidator,
  queryGeneric as query,
} from "convex/server";
import { ConvexError, v } from "convex/values";

interface Message {
  body: string;
  author?: string;
}

interface Counter {
  _id: string;
  value: number;
}

async function counterRow(
  ctx: GenericQueryCtx<GenericDataModel>,
  name: string,
): Promise<Counter | null> {
  const row: unknown = await ctx.db
    .query("counters")
    .withIndex("by_name", (q) => q.eq("name", name))
    .unique();
  return row as Counter | null;
}

/** A channel's first 100 messages. */
async function channelMessages(
  ctx: GenericQueryCtx<GenericDataModel>,
  channel: string,
): Promise<Message[]> {
  return (await ctx.db
    .query("messages")
    .withIndex("by_channel", (q) => q.eq("channel", channel))
    .take(100)) as unknown as Message[];
}

export const list = query({
  args: { channel: v.string() },
  handler: async (ctx, { channel }) => {
    const rows = await channelMessages(
      ctx as GenericQueryCtx<GenericDataModel>,
      channel,
    );
    return rows.map((m) => ({ body: m.body, author: m.author ?? null }));
  },
});

/** The 10 newest messages of a channel (the benchmark's subscription). */
export const recent = query({
  args: { channel: v.string() },
  handler: async (ctx, { channel }) => {
    const rows = (await ctx.db
      .query("messages")
      .withIndex("by_channel", (q) => q.eq("channel", channel))
      .order("desc")
      .take(10)) as unknown as Message[];
    return rows.map((m) => ({ body: m.body, author: m.author ?? null }));
  },
});

export const page = query({
  args: { channel: v.string(), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { channel, paginationOpts }) =>
    ctx.db
      .query("messages")
      .withIndex("by_channel", (q) => q.eq("channel", channel))
      .order("desc")
      .paginate(paginationOpts),
});

export const send = mutation({
  args: { channel: v.string(), body: v.string() },
  handler: async (ctx, { channel, body }) => {
    const identity = await ctx.auth.getUserIdentity();
    return ctx.db.insert("messages", {
      channel,
      body,
      ...(identity ? { author: identity.subject } : {}),
    });
  },
});

export const fail = mutation({
  args: {},
  handler: () => {
    throw new ConvexError({ code: "NOPE", message: "always fails" });
  },
});

/**
 * A channel's rows; once one of them says "signed", each row also says who is
 * looking: the identity is read only then (shared results, tests/sync/identity.test.ts).
 */
export const viewerRows = query({
  args: { channel: v.string() },
  handler: async (ctx, { channel }) => {
    const rows = (await ctx.db
      .query("messages")
      .withIndex("by_channel", (q) => q.eq("channel", channel))
      .take(20)) as unknown as Message[];
    const bodies = rows.map((row) => row.body);
    if (!bodies.includes("signed")) return { bodies, viewer: null };
    const identity = await ctx.auth.getUserIdentity();
    return { bodies, viewer: identity?.subject ?? "nobody" };
  },
});

export const whoami = query({
  args: {},
  handler: async (ctx) => (await ctx.auth.getUserIdentity())?.subject ?? null,
});

export const increment = mutation({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    const row = await counterRow(ctx, name);
    if (row) {
      await ctx.db.patch(row._id as never, { value: row.value + 1 });
      return row.value + 1;
    }
    await ctx.db.insert("counters", { name, value: 1 });
    return 1;
  },
});

export const counter = query({
  args: { name: v.string() },
  handler: async (ctx, { name }) =>
    (await counterRow(ctx as GenericQueryCtx<GenericDataModel>, name))?.value ??
    0,
});

/** Reads a table the schema does not declare and that does not exist yet. */
export const later = query({
  args: {},
  handler: async (ctx) => (await ctx.db.query("later").take(10)).length,
});

export const createLater = mutation({
  args: {},
  handler: async (ctx) => {
    await ctx.db.insert("later", { created: true });
  },
});

/** Returns its argument as it is: which values get this far is the door's business. */
export const echo = query({
  args: { value: v.any() },
  handler: (_ctx, { value }): unknown => value,
});

/** An action that reads a counter through a query. */
export const readCounter = action({
  args: { name: v.string() },
  handler: async (ctx, { name }): Promise<number> =>
    ctx.runQuery(
      makeFunctionReference<"query", { name: string }, number>(
        "messages:counter",
      ),
      { name },
    ),
});

/** An action that commits a mutation: held in flight while commits are held. */
export const incrementViaAction = action({
  args: { name: v.string() },
  handler: async (ctx, { name }): Promise<number> =>
    ctx.runMutation(
      makeFunctionReference<"mutation", { name: string }, number>(
        "messages:increment",
      ),
      { name },
    ),
});

/**
 * `list`, held after its read until the test opens `globalThis.__syncTestGate` (a
 * promise the test sets; `__syncTestRead` says the rows were read): lets a commit land
 * while the execution is in flight.
 */
export const gatedList = query({
  args: { channel: v.string() },
  handler: async (ctx, { channel }) => {
    const rows = await channelMessages(
      ctx as GenericQueryCtx<GenericDataModel>,
      channel,
    );
    const test = globalThis as {
      __syncTestGate?: Promise<void>;
      __syncTestRead?: boolean;
    };
    if (test.__syncTestGate) {
      test.__syncTestRead = true;
      await test.__syncTestGate;
    }
    return rows.map((m) => m.body);
  },
});
