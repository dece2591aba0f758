import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import {
  listPreferences,
  setPreference,
  vNotificationPreference,
} from "./model/notificationPreferences";
import { vNotificationKind } from "./model/validators";

/**
 * The viewer's notification preferences: every kind with in-app and email on
 * or off (their choice, else the default). Empty when signed out.
 */
export const mine = publicQuery({
  args: {},
  returns: v.array(vNotificationPreference),
  handler: async (ctx) =>
    ctx.viewerId === null ? [] : await listPreferences(ctx, ctx.viewerId),
});

/** Sets where one kind of notification goes for the viewer (both false = off). */
export const set = authedMutation({
  args: { kind: vNotificationKind, inApp: v.boolean(), email: v.boolean() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await setPreference(ctx, ctx.viewerId, args);
    return null;
  },
});
