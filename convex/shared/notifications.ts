/**
 * Notifications: the kinds' groups, the list filters and the limits. Isomorphic:
 * the backend stores and filters by group, the web app shows the same filters.
 */
import type { NotificationKind } from "./constants";

/** The groups the notifications page filters by. */
export const NOTIFICATION_GROUPS = [
  "applications",
  "invites",
  "messages",
  "matches",
  "reviews",
  "team",
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** Which group each kind belongs to (stored on the row, so a group filter reads one index range). */
export const NOTIFICATION_KIND_GROUP = {
  applicationReceived: "applications",
  applicationAccepted: "applications",
  applicationRejected: "applications",
  applicationWithdrawn: "applications",
  projectFull: "applications",
  applicationExpiring: "applications",
  applicationExpired: "applications",
  inviteReceived: "invites",
  inviteAccepted: "invites",
  inviteDeclined: "invites",
  messageReceived: "messages",
  savedSearchMatch: "matches",
  projectCompleted: "reviews",
  reviewReceived: "reviews",
  projectClosed: "applications",
  teamMention: "team",
  taskAssigned: "team",
  teamMemberJoined: "team",
  teamMemberLeft: "team",
  teamMemberRemoved: "team",
  teamFileAdded: "team",
} as const satisfies Record<NotificationKind, NotificationGroup>;

/** `notifications.list`'s filter: everything, the unread ones, or one group. */
export const NOTIFICATION_FILTERS = [
  "all",
  "unread",
  ...NOTIFICATION_GROUPS,
] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const NOTIFICATION_LIMITS = {
  /**
   * Notifications kept per user. Writing one more deletes the oldest in the same
   * transaction, so a user's rows (and so "mark all read") stay bounded however
   * busy they are. 200 is about a month of a busy owner's activity.
   */
  maxPerUser: 200,
  /**
   * Rows one "mark all read" transaction patches; the rest are marked by the
   * same mutation, scheduled again, page by page.
   */
  markAllReadBatch: 100,
  /** Page size cap of `notifications.list`. */
  maxPageSize: 50,
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: "Notification not found.",
} as const;
