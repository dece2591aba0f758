/**
 * Presence: who is online, and who is viewing a project page right now,
 * through `@convex-dev/presence` with the app's rules (model/presence.ts).
 *
 * Who sees what: presence is for signed-in users only. Visitors send no
 * heartbeats (one that comes anyway starts nothing) and the queries answer
 * them with nothing: when someone is at
 * their keyboard is personal, and it is of use only to someone who can act on
 * it (message, invite, apply), which takes an account anyway. Answers carry
 * public profile fields only (name, avatar, profile id), never an email.
 */
import { v } from "convex/values";
import { publicMutation, publicQuery } from "./functions";
import {
  endSession,
  heartbeat as heartbeatModel,
  listRoom,
  onlineAmong,
} from "./model/presence";
import { PRESENCE } from "./shared/presence";

const presentUser = v.object({
  userId: v.id("users"),
  profileId: v.id("profiles"),
  name: v.string(),
  avatarUrl: v.union(v.string(), v.null()),
  isViewer: v.boolean(),
});

/**
 * The signed-in viewer's tab is in `roomId` ("site" or "project:<id>"):
 * sent every `interval` ms while the page is visible. `sessionId` is a random
 * id the tab made for this room. Returns the token that ends the session.
 *
 * Signed out, it does nothing and answers null instead of failing: a tab's
 * last beat can cross its sign-out (sent, or resent after the reconnect that
 * a change of identity makes, once the session is gone), and a visitor is
 * simply nowhere. Nothing to tell the person, so nothing to throw.
 */
export const heartbeat = publicMutation({
  args: { roomId: v.string(), sessionId: v.string(), interval: v.number() },
  returns: v.union(v.null(), v.object({ sessionToken: v.string() })),
  handler: async (ctx, args) =>
    ctx.viewerId === null
      ? null
      : await heartbeatModel(ctx, ctx.viewerId, args),
});

/**
 * The tab left the room (page hidden or closed, or the component unmounted).
 * No sign-in needed, so it also works from `navigator.sendBeacon` at unload,
 * which carries no auth token: knowing the session token, which only the tab
 * whose heartbeat got it has (no query returns one), is the proof. Unknown
 * tokens are ignored.
 */
export const disconnect = publicMutation({
  args: { sessionToken: v.string() },
  returns: v.null(),
  handler: async (ctx, { sessionToken }) => await endSession(ctx, sessionToken),
});

/**
 * Who is in the room now, longest there first, at most `limit` (default 20,
 * at most 50), the viewer included (marked `isViewer`). Empty for visitors.
 */
export const list = publicQuery({
  args: { roomId: v.string(), limit: v.optional(v.number()) },
  returns: v.array(presentUser),
  handler: async (ctx, { roomId, limit }) => {
    if (ctx.viewerId === null) return [];
    return await listRoom(
      ctx,
      ctx.viewerId,
      roomId,
      limit ?? PRESENCE.defaultListed,
    );
  },
});

/**
 * Which of `userIds` (at most 50) are online anywhere on the site. Empty for
 * visitors.
 */
export const isOnline = publicQuery({
  args: { userIds: v.array(v.id("users")) },
  returns: v.array(v.id("users")),
  handler: async (ctx, { userIds }) => {
    if (ctx.viewerId === null) return [];
    return await onlineAmong(ctx, userIds);
  },
});
