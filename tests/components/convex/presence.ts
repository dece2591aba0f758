import { Presence } from "@convex-dev/presence";
import { v } from "convex/values";
import { components } from "./_generated/api";
import { mutation, query } from "./_generated/server";

const presence = new Presence(components.presence);

export const heartbeat = mutation({
  args: { roomId: v.string(), userId: v.string(), sessionId: v.string() },
  returns: v.object({ roomToken: v.string(), sessionToken: v.string() }),
  handler: (ctx, { roomId, userId, sessionId }) =>
    presence.heartbeat(ctx, roomId, userId, sessionId, 10_000),
});

export const list = query({
  args: { roomToken: v.string() },
  returns: v.array(v.object({ userId: v.string(), online: v.boolean() })),
  handler: async (ctx, { roomToken }) =>
    (await presence.list(ctx, roomToken)).map(({ userId, online }) => ({
      userId,
      online,
    })),
});

export const disconnect = mutation({
  args: { sessionToken: v.string() },
  returns: v.null(),
  handler: (ctx, { sessionToken }) => presence.disconnect(ctx, sessionToken),
});
