import { v } from "convex/values";
import { internal } from "./_generated/api";
import { action, internalQuery, mutation } from "./_generated/server";

export const add = mutation({
  args: { name: v.string(), kind: v.string(), vec: v.array(v.float64()) },
  handler: async (ctx, args) => ctx.db.insert("embeddings", args),
});

export const names = internalQuery({
  args: { ids: v.array(v.id("embeddings")) },
  handler: async (ctx, { ids }) => {
    const docs = await Promise.all(ids.map((id) => ctx.db.get(id)));
    return docs.map((d) => d?.name ?? null);
  },
});

export const nearest = action({
  args: {
    vector: v.array(v.float64()),
    kind: v.optional(v.string()),
    limit: v.number(),
  },
  handler: async (
    ctx,
    { vector, kind, limit },
  ): Promise<{ names: (string | null)[]; scores: number[] }> => {
    const results = await ctx.vectorSearch("embeddings", "by_vec", {
      vector,
      limit,
      ...(kind === undefined ? {} : { filter: (q) => q.eq("kind", kind) }),
    });
    const names: (string | null)[] = await ctx.runQuery(
      internal.vectors.names,
      {
        ids: results.map((r) => r._id),
      },
    );
    return { names, scores: results.map((r) => r._score) };
  },
});
