import { v } from "convex/values";
import { action, mutation, query } from "./_generated/server";

/** Stores a file in the component's own `_storage`. */
export const storeText = action({
  args: { text: v.string() },
  returns: v.string(),
  handler: (ctx, { text }) =>
    ctx.storage.store(new Blob([text], { type: "text/plain" })),
});

export const uploadUrl = mutation({
  args: {},
  returns: v.string(),
  handler: (ctx) => ctx.storage.generateUploadUrl(),
});

export const fileUrl = query({
  args: { id: v.string() },
  returns: v.union(v.null(), v.string()),
  handler: (ctx, { id }) => ctx.storage.getUrl(id),
});
