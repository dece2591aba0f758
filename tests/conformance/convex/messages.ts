import { type IndexRange, paginationOptsValidator } from "convex/server";
import { v, type Value } from "convex/values";
import { mutation, query } from "./_generated/server";

const message = v.object({
  channel: v.string(),
  author: v.string(),
  body: v.string(),
  n: v.number(),
  tag: v.optional(v.string()),
});

export const send = mutation({
  args: message,
  returns: v.id("messages"),
  handler: async (ctx, args) => ctx.db.insert("messages", args),
});

export const sendMany = mutation({
  args: { messages: v.array(message) },
  handler: async (ctx, { messages }) => {
    const ids = [];
    for (const m of messages) ids.push(await ctx.db.insert("messages", m));
    return ids;
  },
});

export const get = query({
  args: { id: v.id("messages") },
  handler: async (ctx, { id }) => ctx.db.get(id),
});

export const bodies = query({
  args: {
    channel: v.string(),
    order: v.union(v.literal("asc"), v.literal("desc")),
    min: v.optional(v.number()),
    max: v.optional(v.number()),
    take: v.optional(v.number()),
  },
  handler: async (ctx, { channel, order, min, max, take }) => {
    const q = ctx.db
      .query("messages")
      .withIndex("by_channel_n", (r) => {
        const eq = r.eq("channel", channel);
        if (min !== undefined && max !== undefined)
          return eq.gt("n", min).lte("n", max);
        if (min !== undefined) return eq.gt("n", min);
        if (max !== undefined) return eq.lte("n", max);
        return eq;
      })
      .order(order);
    const docs = take === undefined ? await q.collect() : await q.take(take);
    return docs.map((d) => d.body);
  },
});

/** The messages after one, by the index's trailing `_creationTime` and `_id` (as convex-helpers pages). */
export const after = query({
  args: { id: v.id("messages") },
  handler: async (ctx, { id }) => {
    const from = await ctx.db.get(id);
    if (!from) return [];
    const sameTime = await ctx.db
      .query("messages")
      .withIndex("by_channel", (r) =>
        // Convex's typed builder stops at _creationTime; the key goes on to _id, which
        // convex-helpers' paginators bound untyped, as this does.
        (
          r
            .eq("channel", from.channel)
            .eq("_creationTime", from._creationTime) as unknown as {
            gt(field: "_id", value: string): IndexRange;
          }
        ).gt("_id", from._id),
      )
      .collect();
    const later = await ctx.db
      .query("messages")
      .withIndex("by_channel", (r) =>
        r.eq("channel", from.channel).gt("_creationTime", from._creationTime),
      )
      .collect();
    return [...sameTime, ...later].map((d) => d.body);
  },
});

export const filtered = query({
  args: { author: v.string(), minN: v.number() },
  handler: async (ctx, { author, minN }) => {
    const docs = await ctx.db
      .query("messages")
      .filter((q) =>
        q.and(
          q.eq(q.field("author"), author),
          q.or(q.gte(q.field("n"), minN), q.eq(q.field("tag"), "pinned")),
          q.neq(q.mul(q.field("n"), 2), 14),
        ),
      )
      .collect();
    return docs.map((d) => d.body);
  },
});

export const untagged = query({
  args: {},
  handler: async (ctx) => {
    const docs = await ctx.db
      .query("messages")
      .withIndex("by_tag", (q) => q.eq("tag", undefined))
      .collect();
    return docs.map((d) => d.body);
  },
});

export const firstAndUnique = query({
  args: { channel: v.string() },
  handler: async (ctx, { channel }) => {
    const first = await ctx.db
      .query("messages")
      .withIndex("by_channel", (q) => q.eq("channel", channel))
      .first();
    const newest = await ctx.db.query("messages").order("desc").first();
    let unique: string | null;
    try {
      const doc = await ctx.db
        .query("messages")
        .withIndex("by_channel", (q) => q.eq("channel", channel))
        .unique();
      unique = doc?.body ?? null;
    } catch {
      unique = "error";
    }
    return { first: first?.body ?? null, newest: newest?.body ?? null, unique };
  },
});

export const page = query({
  args: { channel: v.string(), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { channel, paginationOpts }) => {
    const result = await ctx.db
      .query("messages")
      .withIndex("by_channel", (q) => q.eq("channel", channel))
      .order("desc")
      .paginate(paginationOpts);
    return { ...result, page: result.page.map((d) => d.body) };
  },
});

export const search = query({
  args: { text: v.string(), channel: v.optional(v.string()) },
  handler: async (ctx, { text, channel }) => {
    const docs = await ctx.db
      .query("messages")
      .withSearchIndex("search_body", (q) =>
        channel === undefined
          ? q.search("body", text)
          : q.search("body", text).eq("channel", channel),
      )
      .take(10);
    return docs.map((d) => d.body);
  },
});

export const edit = mutation({
  args: {
    id: v.id("messages"),
    body: v.optional(v.string()),
    tag: v.optional(v.string()),
    clearTag: v.optional(v.boolean()),
  },
  handler: async (ctx, { id, body, tag, clearTag }) => {
    const patch: { body?: string; tag?: string } = {};
    if (body !== undefined) patch.body = body;
    if (tag !== undefined) patch.tag = tag;
    if (clearTag) patch.tag = undefined;
    await ctx.db.patch(id, patch);
    return await ctx.db.get(id);
  },
});

export const overwrite = mutation({
  args: { id: v.id("messages") },
  handler: async (ctx, { id }) => {
    await ctx.db.replace(id, {
      channel: "replaced",
      author: "r",
      body: "replaced",
      n: -1,
    });
    return await ctx.db.get(id);
  },
});

export const remove = mutation({
  args: { id: v.id("messages") },
  handler: async (ctx, { id }) => {
    await ctx.db.delete(id);
    return await ctx.db.get(id);
  },
});

export const normalize = query({
  args: { id: v.string() },
  handler: (ctx, { id }) => ({
    asMessage: ctx.db.normalizeId("messages", id),
    asCounter: ctx.db.normalizeId("counters", id),
  }),
});

export const insertMixed = mutation({
  args: { values: v.array(v.any()) },
  handler: async (ctx, { values }) => {
    for (const value of values as Value[])
      await ctx.db.insert("mixed", { value });
  },
});

export const mixedOrder = query({
  args: {},
  handler: async (ctx) => {
    const docs = await ctx.db.query("mixed").withIndex("by_value").collect();
    return docs.map((d): Value => d.value as Value);
  },
});

export const creationTimes = mutation({
  args: {},
  handler: async (ctx) => {
    const a = await ctx.db.insert("counters", { name: "t", value: 1 });
    const b = await ctx.db.insert("counters", { name: "t", value: 2 });
    const da = await ctx.db.get(a);
    const db = await ctx.db.get(b);
    return da!._creationTime < db!._creationTime;
  },
});

export const stampCommit = mutation({
  args: {},
  handler: async (ctx) => ctx.db.insert("stamps", { ts: ctx.db.vars.commitTs }),
});

export const stamp = query({
  args: { id: v.id("stamps") },
  handler: async (ctx, { id }) => (await ctx.db.get(id))?.ts ?? null,
});
