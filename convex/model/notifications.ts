/**
 * Notifications are written by `notify`, inside the transaction of the event
 * they tell about (an apply, an accept, a message ...), so an event and its
 * notification commit or fail together, and exactly once.
 *
 * Design:
 * - Counter: one `notificationCounters` row per user holds `unread` and `total`,
 *   changed in the same transactions as the rows they count. Reading the badge
 *   is one document; concurrent writers touch the same row, so Convex's
 *   optimistic concurrency serializes them and the count stays exact.
 * - Cap: at most NOTIFICATION_LIMITS.maxPerUser rows per user. Writing one more
 *   deletes the oldest in the same transaction (bounded: `total` says how many
 *   are over, at most PRUNE_MAX are read).
 * - Mark all read: patches the unread rows created up to the moment of the
 *   click, one page (markAllReadBatch) per transaction; the caller schedules
 *   the next page while a page came back full. The cap bounds the pages (two
 *   at most today), the counter drops with each page, and rows that arrive
 *   after the click stay unread.
 * - Preferences: `deliveryFor` is the one place that decides where a kind goes
 *   for a user (their `notificationPreferences` row, else NOTIFICATION_DEFAULTS).
 * - Email: when it says email, `notify` schedules `internal.mail.send` in the
 *   same transaction (sent once it commits), with the same words and link as the
 *   bell (shared/notificationText.ts). A collapsed message sends no second one.
 * - Activity: every event writes the dashboard's activity rows (model/activity.ts)
 *   first, whatever the preferences say.
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { NotificationKind } from "../shared/constants";
import { appError } from "../shared/errors";
import {
  NOTIFICATION_DEFAULTS,
  type NotificationDelivery,
} from "../shared/notificationPreferences";
import { notificationEmail } from "../shared/notificationText";
import type { ClosureCause } from "../shared/recruiting";
import { recordActivity } from "./activity";
import { getActor } from "./notificationList";
import { getProjectTitle } from "./projectTitles";
import {
  NOTIFICATION_KIND_GROUP,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
} from "../shared/notifications";

/**
 * An event older than this when written (a backdated write: the demo seed
 * replaying weeks of history) sends no email; the bell and activity still get it.
 */
const EMAIL_MAX_AGE_MS = 60 * 60 * 1000;

/** Rows one `notify` deletes at most when over the cap (one, unless the cap was lowered). */
const PRUNE_MAX = 10;

export type NotifyEvent = {
  /** Who is told. */
  userId: Id<"users">;
  kind: NotificationKind;
  /** Who caused it, when a person did. */
  actorId?: Id<"users">;
  projectId?: Id<"projects">;
  applicationId?: Id<"applications">;
  inviteId?: Id<"invites">;
  savedSearchId?: Id<"savedSearches">;
  /** An application closed because the project stopped recruiting: why. */
  closedBecause?: ClosureCause;
};

export type { NotificationDelivery };

/** The user's preference for `kind`: their row, or the kind's default. */
export async function deliveryFor(
  ctx: QueryCtx,
  userId: Id<"users">,
  kind: NotificationKind,
): Promise<NotificationDelivery> {
  const row = await ctx.db
    .query("notificationPreferences")
    .withIndex("by_user_and_kind", (q) =>
      q.eq("userId", userId).eq("kind", kind),
    )
    .unique();
  return row === null
    ? NOTIFICATION_DEFAULTS[kind]
    : { inApp: row.inApp, email: row.email };
}

/** The web app's address for links in emails (SITE_URL, as Convex Auth uses it). */
function siteUrl(): string {
  // eslint-disable-next-line @convex-dev/no-process-env
  return process.env.SITE_URL ?? "http://localhost:5173";
}

/** Schedules the email telling `event.userId` about the event (nothing without an address). */
async function scheduleEmail(
  ctx: MutationCtx,
  event: NotifyEvent,
): Promise<void> {
  const user = await ctx.db.get("users", event.userId);
  const to = user?.email;
  if (to === undefined || to === "") return;
  const [actor, project] = await Promise.all([
    event.actorId === undefined ? null : getActor(ctx, event.actorId),
    event.projectId === undefined
      ? null
      : getProjectTitle(ctx, event.projectId),
  ]);
  const mail = notificationEmail(
    {
      kind: event.kind,
      actor,
      project,
      closedBecause: event.closedBecause ?? null,
    },
    siteUrl(),
  );
  await ctx.scheduler.runAfter(0, internal.mail.send, { to, ...mail });
}

export async function getCounter(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"notificationCounters"> | null> {
  return await ctx.db
    .query("notificationCounters")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/** Adds `delta` to the user's counts, creating their counter row on first use. */
async function adjustCounter(
  ctx: MutationCtx,
  userId: Id<"users">,
  delta: { unread: number; total: number },
): Promise<{ unread: number; total: number }> {
  const counter = await getCounter(ctx, userId);
  const next = {
    unread: Math.max(0, (counter?.unread ?? 0) + delta.unread),
    total: Math.max(0, (counter?.total ?? 0) + delta.total),
  };
  if (counter === null) {
    await ctx.db.insert("notificationCounters", { userId, ...next });
  } else {
    await ctx.db.patch("notificationCounters", counter._id, next);
  }
  return next;
}

/** The user's unread count: one document read (0 for a user never notified). */
export async function unreadCountOf(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<number> {
  return (await getCounter(ctx, userId))?.unread ?? 0;
}

/**
 * A new message from the same sender while the last one's notification is
 * still unread: that notification moves to the top instead of a second one
 * (the bell says "Ada sent you a message" once, however many she sends).
 */
async function collapseMessage(
  ctx: MutationCtx,
  event: NotifyEvent,
  now: number,
): Promise<Id<"notifications"> | null> {
  if (event.kind !== "messageReceived" || event.actorId === undefined) {
    return null;
  }
  const latest = await ctx.db
    .query("notifications")
    .withIndex("by_user_and_kind_and_actor_and_createdAt", (q) =>
      q
        .eq("userId", event.userId)
        .eq("kind", "messageReceived")
        .eq("actorId", event.actorId),
    )
    .order("desc")
    .first();
  if (latest === null || latest.read) return null;
  await ctx.db.patch("notifications", latest._id, { createdAt: now });
  return latest._id;
}

/** Deletes the user's oldest rows while they hold more than the cap. */
async function prune(
  ctx: MutationCtx,
  userId: Id<"users">,
  total: number,
): Promise<void> {
  const over = total - NOTIFICATION_LIMITS.maxPerUser;
  if (over <= 0) return;
  const oldest = await ctx.db
    .query("notifications")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", userId))
    .order("asc")
    .take(Math.min(over, PRUNE_MAX));
  for (const row of oldest) await ctx.db.delete("notifications", row._id);
  await adjustCounter(ctx, userId, {
    unread: -oldest.filter((row) => !row.read).length,
    total: -oldest.length,
  });
}

/**
 * Tells `event.userId` about an event, in the caller's transaction: the
 * activity rows always, then the bell and/or an email as their preference for
 * the kind says. Nobody is told about their own action (actor === user), and a
 * deleted account about nothing.
 * Returns the notification's id, or null when none was written.
 */
export async function notify(
  ctx: MutationCtx,
  event: NotifyEvent,
  { now }: { now: number },
): Promise<Id<"notifications"> | null> {
  if (event.actorId !== undefined && event.actorId === event.userId) {
    return null;
  }
  // A deleted account is told nothing (model/accountDeletion.ts clears what it had).
  if ((await ctx.db.get("users", event.userId))?.deletedAt !== undefined) {
    return null;
  }
  await recordActivity(ctx, event, now);
  const preference = await deliveryFor(ctx, event.userId, event.kind);
  const email = preference.email && now >= Date.now() - EMAIL_MAX_AGE_MS;
  if (!preference.inApp) {
    if (email) await scheduleEmail(ctx, event);
    return null;
  }
  const collapsed = await collapseMessage(ctx, event, now);
  if (collapsed !== null) return collapsed;
  if (email) await scheduleEmail(ctx, event);
  const id = await ctx.db.insert("notifications", {
    ...event,
    group: NOTIFICATION_KIND_GROUP[event.kind],
    createdAt: now,
    read: false,
  });
  const { total } = await adjustCounter(ctx, event.userId, {
    unread: 1,
    total: 1,
  });
  await prune(ctx, event.userId, total);
  return id;
}

/** The viewer's own notification; NOT_FOUND for a missing one and for anyone else's alike. */
export async function getOwnNotificationOrThrow(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  notificationId: Id<"notifications">,
): Promise<Doc<"notifications">> {
  const notification = await ctx.db.get("notifications", notificationId);
  if (notification === null || notification.userId !== viewerId) {
    throw appError("NOT_FOUND", NOTIFICATION_MESSAGES.notFound);
  }
  return notification;
}

/** Owner only; marking a read notification again changes nothing. */
export async function markNotificationRead(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  notificationId: Id<"notifications">,
): Promise<void> {
  const notification = await getOwnNotificationOrThrow(
    ctx,
    viewerId,
    notificationId,
  );
  if (notification.read) return;
  await ctx.db.patch("notifications", notificationId, { read: true });
  await adjustCounter(ctx, viewerId, { unread: -1, total: 0 });
}

/** Owner only: deletes it, keeping the counts exact. */
export async function dismissNotification(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  notificationId: Id<"notifications">,
): Promise<void> {
  const notification = await getOwnNotificationOrThrow(
    ctx,
    viewerId,
    notificationId,
  );
  await ctx.db.delete("notifications", notificationId);
  await adjustCounter(ctx, viewerId, {
    unread: notification.read ? 0 : -1,
    total: -1,
  });
}

/**
 * Marks one page of the user's unread notifications created up to `upTo` as
 * read. Returns whether the page was full (there may be more: the caller
 * schedules the next page).
 */
export async function markAllReadPage(
  ctx: MutationCtx,
  userId: Id<"users">,
  upTo: number,
): Promise<{ more: boolean }> {
  const batch = NOTIFICATION_LIMITS.markAllReadBatch;
  const unread = await ctx.db
    .query("notifications")
    .withIndex("by_user_and_read_and_createdAt", (q) =>
      q.eq("userId", userId).eq("read", false).lte("createdAt", upTo),
    )
    .order("desc")
    .take(batch);
  for (const row of unread) {
    await ctx.db.patch("notifications", row._id, { read: true });
  }
  if (unread.length > 0) {
    await adjustCounter(ctx, userId, { unread: -unread.length, total: 0 });
  }
  return { more: unread.length === batch };
}
