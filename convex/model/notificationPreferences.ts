/**
 * The viewer's notification preferences: one row per kind they changed, the
 * defaults for the rest (shared/notificationPreferences.ts). Only the user
 * reads or writes their own; `deliveryFor` (model/notifications.ts) applies them.
 */
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { NOTIFICATION_KINDS, type NotificationKind } from "../shared/constants";
import {
  NOTIFICATION_DEFAULTS,
  type NotificationDelivery,
} from "../shared/notificationPreferences";
import { vNotificationKind } from "./validators";

export const vNotificationPreference = v.object({
  kind: vNotificationKind,
  inApp: v.boolean(),
  email: v.boolean(),
});

export type NotificationPreference = {
  kind: NotificationKind;
} & NotificationDelivery;

/** Every kind, in NOTIFICATION_KINDS order, with the user's choice or the default. */
export async function listPreferences(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<NotificationPreference[]> {
  const rows = await ctx.db
    .query("notificationPreferences")
    .withIndex("by_user_and_kind", (q) => q.eq("userId", userId))
    .take(NOTIFICATION_KINDS.length);
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = chosen.get(kind);
    const delivery = row
      ? { inApp: row.inApp, email: row.email }
      : NOTIFICATION_DEFAULTS[kind];
    return { kind, ...delivery };
  });
}

/** Sets where one kind goes for the user (both false = off). */
export async function setPreference(
  ctx: MutationCtx,
  userId: Id<"users">,
  { kind, inApp, email }: NotificationPreference,
): Promise<void> {
  const row = await ctx.db
    .query("notificationPreferences")
    .withIndex("by_user_and_kind", (q) =>
      q.eq("userId", userId).eq("kind", kind),
    )
    .unique();
  if (row === null) {
    await ctx.db.insert("notificationPreferences", {
      userId,
      kind,
      inApp,
      email,
    });
  } else {
    await ctx.db.patch("notificationPreferences", row._id, { inApp, email });
  }
}
