import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { authedMutation, internalMutation, publicQuery } from "./functions";
import {
  listNotifications,
  vNotificationFilter,
  vNotificationItem,
} from "./model/notificationList";
import {
  markAllReadPage,
  dismissNotification,
  markNotificationRead,
  unreadCountOf,
} from "./model/notifications";

/**
 * The viewer's notifications, newest first, one page (at most 50); `filter` is
 * "all" (default), "unread" or a group. An empty page when signed out.
 */
export const list = publicQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    filter: v.optional(vNotificationFilter),
  },
  returns: paginationResultValidator(vNotificationItem),
  handler: async (ctx, { paginationOpts, filter }) =>
    ctx.viewerId === null
      ? { page: [], isDone: true, continueCursor: "" }
      : await listNotifications(
          ctx,
          ctx.viewerId,
          filter ?? "all",
          paginationOpts,
        ),
});

/** The viewer's unread count (one document read); 0 when signed out: the header always subscribes. */
export const unreadCount = publicQuery({
  args: {},
  returns: v.number(),
  handler: async (ctx) =>
    ctx.viewerId === null ? 0 : await unreadCountOf(ctx, ctx.viewerId),
});

/** Marks one of the viewer's notifications read; NOT_FOUND for anyone else's. */
export const markRead = authedMutation({
  args: { notificationId: v.id("notifications") },
  returns: v.null(),
  handler: async (ctx, { notificationId }) => {
    await markNotificationRead(ctx, ctx.viewerId, notificationId);
    return null;
  },
});

/** Owner only (NOT_FOUND else): removes one notification from the inbox. */
export const dismiss = authedMutation({
  args: { notificationId: v.id("notifications") },
  returns: v.null(),
  handler: async (ctx, { notificationId }) => {
    await dismissNotification(ctx, ctx.viewerId, notificationId);
    return null;
  },
});

/**
 * Marks every notification the viewer has now as read: the first page at once,
 * the rest (if any) by `markAllReadNext`, page by page.
 */
export const markAllRead = authedMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const upTo = Date.now();
    const { more } = await markAllReadPage(ctx, ctx.viewerId, upTo);
    if (more) {
      await ctx.scheduler.runAfter(0, internal.notifications.markAllReadNext, {
        userId: ctx.viewerId,
        upTo,
      });
    }
    return null;
  },
});

/** The next page of a "mark all read" (scheduled by markAllRead and by itself). */
export const markAllReadNext = internalMutation({
  args: { userId: v.id("users"), upTo: v.number() },
  returns: v.null(),
  handler: async (ctx, { userId, upTo }) => {
    const { more } = await markAllReadPage(ctx, userId, upTo);
    if (more) {
      await ctx.scheduler.runAfter(0, internal.notifications.markAllReadNext, {
        userId,
        upTo,
      });
    }
    return null;
  },
});
