import { v } from "convex/values";
import { type Id } from "./_generated/dataModel";
import { action, mutation, query } from "./_generated/server";

export const storeChecked = action({
  args: { text: v.string(), sha256: v.optional(v.string()) },
  handler: async (ctx, { text, sha256 }) =>
    ctx.storage.store(
      new Blob([text], { type: "text/plain" }),
      sha256 === undefined ? undefined : { sha256 },
    ),
});

export const doc = query({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => {
    const found = await ctx.db.system.get(id);
    return {
      sha256: found?.sha256 ?? null,
      url: await ctx.storage.getUrl(id),
    };
  },
});

export const metadata = query({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => ctx.storage.getMetadata(id),
});

export const metadataInAction = action({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => ctx.storage.getMetadata(id),
});

export const removeInAction = action({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => ctx.storage.delete(id),
});

export const remove = mutation({
  args: { id: v.id("_storage") },
  handler: async (ctx, { id }) => ctx.storage.delete(id),
});

/** Takes any string, to pass storage ids that are not ids of `_storage`. */
export const urlOf = query({
  args: { id: v.string() },
  handler: async (ctx, { id }) => ctx.storage.getUrl(id as Id<"_storage">),
});

export const removeAny = mutation({
  args: { id: v.string() },
  handler: async (ctx, { id }) => ctx.storage.delete(id as Id<"_storage">),
});

/** Passes `ctx.storage.store` a string and `ctx.storage.get` a number. */
export const misuse = action({
  args: { op: v.union(v.literal("store"), v.literal("get")) },
  handler: async (ctx, { op }) =>
    op === "store"
      ? ctx.storage.store("text" as unknown as Blob)
      : (await ctx.storage.get(7 as unknown as Id<"_storage">)) !== null,
});
