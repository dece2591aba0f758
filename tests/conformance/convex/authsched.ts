import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { type Id } from "./_generated/dataModel";
import {
  action,
  internalAction,
  internalMutation,
  internalQuery,
  mutation,
  query,
  type QueryCtx,
} from "./_generated/server";

/** The running job whose argument is `name` (each test uses its own name). */
async function runningJob(
  ctx: QueryCtx,
  name: string,
): Promise<Id<"_scheduled_functions">> {
  const jobs = await ctx.db.system.query("_scheduled_functions").collect();
  const own = jobs.find(
    (j) =>
      j.state.kind === "inProgress" &&
      (j.args[0] as { name?: string } | undefined)?.name === name,
  );
  if (!own) throw new Error(`no running job for ${name}`);
  return own._id;
}

export const scheduleSelfCancel = mutation({
  args: { name: v.string(), inAction: v.boolean() },
  handler: async (
    ctx,
    { name, inAction },
  ): Promise<Id<"_scheduled_functions">> =>
    inAction
      ? ctx.scheduler.runAfter(0, internal.authsched.cancelOwnJobAction, {
          name,
        })
      : ctx.scheduler.runAfter(0, internal.authsched.cancelOwnJob, { name }),
});

/** Cancels the job running it, then writes: the write commits, the job stays canceled. */
export const cancelOwnJob = internalMutation({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    await ctx.scheduler.cancel(await runningJob(ctx, name));
    await ctx.db.insert("counters", { name, value: 1 });
  },
});

export const ownJob = internalQuery({
  args: { name: v.string() },
  handler: (ctx, { name }) => runningJob(ctx, name),
});

export const cancelJob = internalMutation({
  args: { id: v.id("_scheduled_functions") },
  handler: (ctx, { id }) => ctx.scheduler.cancel(id),
});

export const cancelOwnJobAction = internalAction({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    const id = await ctx.runQuery(internal.authsched.ownJob, { name });
    await ctx.runMutation(internal.authsched.cancelJob, { id });
    await ctx.runMutation(internal.jobs.record, { name });
  },
});

/** `db.get` of any id, whatever its table (the test passes ids of system tables). */
export const getAnyId = query({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    const doc = await ctx.db.get(id as Id<"messages">);
    return doc === null ? null : doc._id;
  },
});

/** `db.system.get` of any id (the test passes ids of user tables). */
export const systemGetAnyId = query({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    const doc = await ctx.db.system.get(id as Id<"_storage">);
    return doc === null ? null : doc._id;
  },
});

export const searchPage = query({
  args: {
    text: v.string(),
    channel: v.string(),
    paginationOpts: paginationOptsValidator,
  },
  handler: async (ctx, { text, channel, paginationOpts }) => {
    const result = await ctx.db
      .query("messages")
      .withSearchIndex("search_body", (q) =>
        q.search("body", text).eq("channel", channel),
      )
      .paginate(paginationOpts);
    return {
      bodies: result.page.map((m) => m.body),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
    };
  },
});

/**
 * Queries a staged index by name. Staged indexes are left out of the data model's
 * types (they cannot be queried), so the name goes through an untyped view.
 */
interface UntypedQuery {
  withIndex(name: string): { take(n: number): Promise<unknown[]> };
  withSearchIndex(
    name: string,
    build: (q: { search(field: string, text: string): unknown }) => unknown,
  ): { take(n: number): Promise<unknown[]> };
}

export const stagedIndex = query({
  args: { search: v.boolean() },
  handler: async (ctx, { search }) => {
    const q = ctx.db.query("messages") as unknown as UntypedQuery;
    const rows = search
      ? await q
          .withSearchIndex("search_author_staged", (s) =>
            s.search("author", "ada"),
          )
          .take(1)
      : await q.withIndex("by_author_staged").take(1);
    return rows.length;
  },
});

/** `vectorSearch` on a staged vector index (left out of the types, as above). */
export const stagedVectorSearch = action({
  args: {},
  handler: async (ctx) => {
    const untyped = ctx as unknown as {
      vectorSearch(
        table: string,
        index: string,
        query: { vector: number[] },
      ): Promise<unknown[]>;
    };
    const found = await untyped.vectorSearch("embeddings", "by_vec_staged", {
      vector: [1, 0, 0],
    });
    return found.length;
  },
});
