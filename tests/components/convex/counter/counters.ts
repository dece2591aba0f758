import {
  paginationOptsValidator,
  paginationResultValidator,
  type FunctionHandle,
} from "convex/server";
import { v } from "convex/values";
import { components } from "./_generated/api";
import {
  env,
  internalMutation,
  mutation,
  query,
  type MutationCtx,
} from "./_generated/server";

async function bump(ctx: MutationCtx, name: string): Promise<number> {
  const row = await ctx.db
    .query("counters")
    .withIndex("by_name", (q) => q.eq("name", name))
    .unique();
  const value = (row?.value ?? 0) + 1;
  if (row) await ctx.db.patch(row._id, { value });
  else await ctx.db.insert("counters", { name, value });
  return value;
}

export const increment = mutation({
  args: { name: v.string() },
  returns: v.number(),
  handler: async (ctx, { name }) => {
    const value = await bump(ctx, name);
    await ctx.runMutation(components.ledger.entries.record, { name, value });
    return value;
  },
});

export const get = query({
  args: { name: v.string() },
  returns: v.number(),
  handler: async (ctx, { name }) => {
    const row = await ctx.db
      .query("counters")
      .withIndex("by_name", (q) => q.eq("name", name))
      .unique();
    return row?.value ?? 0;
  },
});

/** Writes, then throws: its caller's catch must find the write undone. */
export const failAfterWrite = mutation({
  args: { name: v.string() },
  returns: v.null(),
  handler: async (ctx, { name }) => {
    await bump(ctx, name);
    throw new Error("counter failed after writing");
  },
});

/** A page of the component's counters: `paginate()` inside a component. */
export const page = query({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(
    v.object({
      _id: v.id("counters"),
      _creationTime: v.number(),
      name: v.string(),
      value: v.number(),
    }),
  ),
  handler: (ctx, { paginationOpts }) =>
    ctx.db.query("counters").order("asc").paginate(paginationOpts),
});

/** Only the component's own code may call it. */
export const secret = internalMutation({
  args: {},
  returns: v.null(),
  handler: () => null,
});

export const addNote = mutation({
  args: { text: v.string() },
  returns: v.id("notes"),
  handler: (ctx, { text }) => ctx.db.insert("notes", { text }),
});

/** The component's own `notes`, and whether an id from elsewhere reads as anything. */
export const notes = query({
  args: { foreignId: v.optional(v.string()) },
  returns: v.object({
    texts: v.array(v.string()),
    foreign: v.union(v.null(), v.string()),
  }),
  handler: async (ctx, { foreignId }) => {
    const rows = await ctx.db.query("notes").collect();
    const normalized =
      foreignId === undefined ? null : ctx.db.normalizeId("notes", foreignId);
    return { texts: rows.map((r) => r.text), foreign: normalized };
  },
});

export const environment = query({
  args: {},
  returns: v.object({
    greeting: v.union(v.null(), v.string()),
    appOnly: v.union(v.null(), v.string()),
    siteUrl: v.union(v.null(), v.string()),
  }),
  handler: () => ({
    greeting: env.GREETING ?? null,
    // Not declared by this component: the app's own var must not leak in.
    appOnly: (env as Record<string, string | undefined>).APP_ONLY ?? null,
    siteUrl: env.CONVEX_SITE_URL ?? null,
  }),
});

/** Calls a function handle the app made (any of its functions, internal ones too). */
export const callHandle = mutation({
  args: { handle: v.string(), text: v.string() },
  returns: v.null(),
  handler: async (ctx, { handle, text }) => {
    await ctx.runMutation(
      handle as FunctionHandle<"mutation", { text: string }>,
      { text },
    );
    return null;
  },
});

/** Schedules a function handle the app made: the job runs in the app. */
export const scheduleHandle = mutation({
  args: { handle: v.string(), text: v.string() },
  returns: v.string(),
  handler: async (ctx, { handle, text }) =>
    await ctx.scheduler.runAfter(
      0,
      handle as FunctionHandle<"mutation", { text: string }>,
      { text },
    ),
});

export const ledgerEntries = query({
  args: {},
  returns: v.object({ count: v.number(), componentPath: v.string() }),
  handler: (ctx) => ctx.runQuery(components.ledger.entries.summary, {}),
});
