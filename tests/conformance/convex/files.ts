import { v } from "convex/values";
import { action, mutation, query } from "./_generated/server";

export const storeText = action({
  args: { text: v.string() },
  handler: async (ctx, { text }) =>
    ctx.storage.store(new Blob([text], { type: "text/plain" })),
});

export const readText = action({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => {
    const blob = await ctx.storage.get(id);
    return blob === null ? null : await blob.text();
  },
});

export const info = query({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => {
    const doc = await ctx.db.system.get(id);
    const url = await ctx.storage.getUrl(id);
    return doc === null
      ? null
      : {
          size: doc.size,
          contentType: doc.contentType ?? null,
          hasUrl: url !== null,
        };
  },
});

export const remove = mutation({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => ctx.storage.delete(id),
});

export const uploadUrl = mutation({
  args: {},
  handler: async (ctx) => ctx.storage.generateUploadUrl(),
});

export const storeInMutation = mutation({
  args: { text: v.string() },
  handler: async (ctx, { text }) => {
    const id = await ctx.storage.store(
      new Blob([text], { type: "text/plain" }),
    );
    const back = await ctx.storage.get(id);
    return { id, text: back === null ? null : await back.text() };
  },
});
