/** Being told: notifications, preferences and the dashboard's activity. */
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { NOTIFICATION_KINDS } from "../shared/constants";
import { ACTIVITY_KINDS, ACTIVITY_ROLES } from "../shared/activity";
import { NOTIFICATION_GROUPS } from "../shared/notifications";
import { CLOSURE_CAUSES } from "../shared/recruiting";

export const notificationsTables = {
  /**
   * Something that happened that a user should know about, written in the
   * event's transaction (model/notifications.ts); at most
   * NOTIFICATION_LIMITS.maxPerUser per user, the oldest pruned.
   */
  notifications: defineTable({
    userId: v.id("users"),
    kind: literals(...NOTIFICATION_KINDS),
    /** NOTIFICATION_KIND_GROUP[kind], stored so a group filter is one index range. */
    group: literals(...NOTIFICATION_GROUPS),
    createdAt: v.number(),
    read: v.boolean(),
    /** Who caused it, when a person did. */
    actorId: v.optional(v.id("users")),
    projectId: v.optional(v.id("projects")),
    applicationId: v.optional(v.id("applications")),
    inviteId: v.optional(v.id("invites")),
    savedSearchId: v.optional(v.id("savedSearches")),
    /** An application closed because the project stopped recruiting: why. */
    closedBecause: v.optional(literals(...CLOSURE_CAUSES)),
  })
    .index("by_user_and_createdAt", ["userId", "createdAt"])
    .index("by_user_and_read_and_createdAt", ["userId", "read", "createdAt"])
    .index("by_user_and_group_and_createdAt", ["userId", "group", "createdAt"])
    /** The latest notification of a kind from one actor (collapsing messages). */
    .index("by_user_and_kind_and_actor_and_createdAt", [
      "userId",
      "kind",
      "actorId",
      "createdAt",
    ]),
  /**
   * One per user who has had a notification: the unread and total counts, kept
   * in the same transactions as the rows they count, so the header's badge
   * reads one document and the cap needs no counting.
   */
  notificationCounters: defineTable({
    userId: v.id("users"),
    unread: v.number(),
    total: v.number(),
  }).index("by_user", ["userId"]),
  /**
   * A user's choice of where one notification kind goes. No row =
   * NOTIFICATION_DEFAULTS[kind]; read by `deliveryFor` (model/notifications.ts).
   */
  notificationPreferences: defineTable({
    userId: v.id("users"),
    kind: literals(...NOTIFICATION_KINDS),
    inApp: v.boolean(),
    email: v.boolean(),
  }).index("by_user_and_kind", ["userId", "kind"]),
  /**
   * The dashboard's activity (model/activity.ts): one row per event per person
   * it concerns (the actor and the one told), written in the event's
   * transaction, whatever the notification preferences say. At most
   * ACTIVITY_LIMITS.maxPerUser per user, the oldest pruned.
   */
  activity: defineTable({
    userId: v.id("users"),
    kind: literals(...ACTIVITY_KINDS),
    role: literals(...ACTIVITY_ROLES),
    /** The other person of the event (for a message: the conversation's other side). */
    otherId: v.optional(v.id("users")),
    projectId: v.optional(v.id("projects")),
    applicationId: v.optional(v.id("applications")),
    /** An application closed because the project stopped recruiting: why. */
    closedBecause: v.optional(literals(...CLOSURE_CAUSES)),
    createdAt: v.number(),
  })
    .index("by_user_and_createdAt", ["userId", "createdAt"])
    /** The latest row of one conversation (collapsing messages). */
    .index("by_user_and_kind_and_other", ["userId", "kind", "otherId"])
    .index("by_project_and_kind", ["projectId", "kind"]),
  /** One per user with activity: how many rows they hold (for the cap). */
  activityCounters: defineTable({
    userId: v.id("users"),
    total: v.number(),
  }).index("by_user", ["userId"]),
};
