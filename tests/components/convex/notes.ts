import { createFunctionHandle } from "convex/server";
import { v } from "convex/values";
import { components, internal } from "./_generated/api";
import { type Id } from "./_generated/dataModel";
import { action, internalMutation, mutation, query } from "./_generated/server";

export const add = mutation({
  args: { text: v.string() },
  returns: v.id("notes"),
  handler: (ctx, { text }) => ctx.db.insert("notes", { text }),
});

/** The app's own `notes`, and what an id from a component reads as here. */
export const list = query({
  args: { foreignId: v.optional(v.string()) },
  returns: v.object({
    texts: v.array(v.string()),
    foreign: v.union(v.null(), v.string()),
    foreignDoc: v.union(v.null(), v.string()),
  }),
  handler: async (ctx, { foreignId }) => {
    const rows = await ctx.db.query("notes").collect();
    const foreign =
      foreignId === undefined ? null : ctx.db.normalizeId("notes", foreignId);
    const foreignDoc =
      foreignId === undefined
        ? null
        : await ctx.db.get(foreignId as Id<"notes">);
    return {
      texts: rows.map((r) => r.text),
      foreign,
      foreignDoc: foreignDoc?.text ?? null,
    };
  },
});

/** What a function handle calls: internal, so only handles and the app reach it. */
export const record = internalMutation({
  args: { text: v.string() },
  returns: v.null(),
  handler: async (ctx, { text }) => {
    await ctx.db.insert("notes", { text });
    return null;
  },
});

export const handle = mutation({
  args: {},
  returns: v.string(),
  handler: (): Promise<string> => createFunctionHandle(internal.notes.record),
});

/** The counter calls the handle at once (`now`) or schedules it. */
export const handOver = mutation({
  args: { text: v.string(), now: v.boolean() },
  returns: v.union(v.null(), v.string()),
  handler: async (ctx, { text, now }): Promise<string | null> => {
    const handle: string = await createFunctionHandle(internal.notes.record);
    const counter = components.counter.counters;
    return now
      ? await ctx.runMutation(counter.callHandle, { handle, text })
      : await ctx.runMutation(counter.scheduleHandle, { handle, text });
  },
});

/** A child that throws after writing: its writes are undone, the caller's kept. */
export const survivesChildFailure = mutation({
  args: { name: v.string() },
  returns: v.object({ caught: v.string(), count: v.number() }),
  handler: async (ctx, { name }) => {
    await ctx.db.insert("notes", { text: `before ${name}` });
    let caught = "";
    try {
      await ctx.runMutation(components.counter.counters.failAfterWrite, {
        name,
      });
    } catch (e) {
      caught = (e as Error).message;
    }
    const count = await ctx.runQuery(components.counter.counters.get, { name });
    return { caught, count };
  },
});

export const increment = mutation({
  args: { name: v.string() },
  returns: v.number(),
  handler: (ctx, { name }) =>
    ctx.runMutation(components.counter.counters.increment, { name }),
});

export const counterValue = query({
  args: { name: v.string() },
  returns: v.number(),
  handler: (ctx, { name }) =>
    ctx.runQuery(components.counter.counters.get, { name }),
});

/** The counter component's names, a page at a time (it pages inside the component). */
export const counterNames = query({
  args: { cursor: v.union(v.string(), v.null()) },
  handler: async (ctx, { cursor }) => {
    const result = await ctx.runQuery(components.counter.counters.page, {
      paginationOpts: { numItems: 2, cursor },
    });
    return {
      names: result.page.map((row) => row.name),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
    };
  },
});

export const addComponentNote = mutation({
  args: { text: v.string() },
  returns: v.string(),
  handler: (ctx, { text }) =>
    ctx.runMutation(components.counter.counters.addNote, { text }),
});

export const componentNotes = query({
  args: { foreignId: v.optional(v.string()) },
  returns: v.object({
    texts: v.array(v.string()),
    foreign: v.union(v.null(), v.string()),
  }),
  handler: (ctx, args) => ctx.runQuery(components.counter.counters.notes, args),
});

export const componentEnvironment = query({
  args: {},
  returns: v.object({
    component: v.object({
      greeting: v.union(v.null(), v.string()),
      appOnly: v.union(v.null(), v.string()),
      siteUrl: v.union(v.null(), v.string()),
    }),
    appOnly: v.union(v.null(), v.string()),
  }),
  handler: async (ctx) => ({
    component: await ctx.runQuery(components.counter.counters.environment, {}),
    appOnly: process.env.APP_ONLY ?? null,
  }),
});

export const ledger = query({
  args: {},
  returns: v.object({ count: v.number(), componentPath: v.string() }),
  handler: (ctx) => ctx.runQuery(components.counter.counters.ledgerEntries, {}),
});

/** An internal function of a child is not part of its API. */
export const callInternal = mutation({
  args: {},
  returns: v.null(),
  handler: (ctx) =>
    ctx.runMutation(
      (components.counter.counters as unknown as { secret: never }).secret,
      {},
    ),
});

/** An app action (in an action worker) calling a component's action. */
export const describeCounter = action({
  args: { name: v.string() },
  returns: v.object({
    value: v.number(),
    greeting: v.union(v.null(), v.string()),
  }),
  handler: (
    ctx,
    { name },
  ): Promise<{ value: number; greeting: string | null }> =>
    ctx.runAction(components.counter.actions.describe, { name }),
});

export const storeInCounter = action({
  args: { text: v.string() },
  returns: v.string(),
  handler: (ctx, { text }): Promise<string> =>
    ctx.runAction(components.counter.files.storeText, { text }),
});

export const counterUploadUrl = mutation({
  args: {},
  returns: v.string(),
  handler: (ctx): Promise<string> =>
    ctx.runMutation(components.counter.files.uploadUrl, {}),
});

/** A component's file, as the component and as the app see its id. */
export const fileUrls = query({
  args: { id: v.string() },
  returns: v.object({
    counter: v.union(v.null(), v.string()),
    app: v.union(v.null(), v.string()),
  }),
  handler: async (ctx, { id }) => ({
    counter: await ctx.runQuery(components.counter.files.fileUrl, { id }),
    app: await ctx.storage.getUrl(id as Id<"_storage">),
  }),
});
