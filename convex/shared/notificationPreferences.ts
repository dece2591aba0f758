/**
 * Per-kind notification preferences: where each kind goes (in-app, email,
 * both, or off) and the defaults for a user who never chose. Isomorphic: the
 * backend decides delivery with them (model/notifications.ts `deliveryFor`),
 * Settings shows the same kinds in the same words.
 */
import type { NotificationKind } from "./constants";

export type NotificationDelivery = { inApp: boolean; email: boolean };

const BOTH: NotificationDelivery = { inApp: true, email: true };
const IN_APP: NotificationDelivery = { inApp: true, email: false };

/**
 * In-app on for every kind; email on for the ones people want by mail (a
 * decision on their application, an application to their project, an expiry,
 * an invitation), off for the chatty ones.
 */
export const NOTIFICATION_DEFAULTS: Record<
  NotificationKind,
  NotificationDelivery
> = {
  applicationReceived: BOTH,
  applicationAccepted: BOTH,
  applicationRejected: BOTH,
  applicationWithdrawn: IN_APP,
  projectFull: IN_APP,
  applicationExpiring: BOTH,
  applicationExpired: BOTH,
  inviteReceived: BOTH,
  inviteAccepted: IN_APP,
  inviteDeclined: IN_APP,
  messageReceived: IN_APP,
  savedSearchMatch: IN_APP,
  projectCompleted: BOTH,
  reviewReceived: BOTH,
  projectClosed: BOTH,
  teamMention: BOTH,
  taskAssigned: BOTH,
  teamMemberJoined: IN_APP,
  teamMemberLeft: IN_APP,
  teamMemberRemoved: BOTH,
  teamFileAdded: IN_APP,
};

/** Each kind in plain words, for the Settings table (in this order). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  applicationReceived: "Someone applies to your project",
  applicationAccepted: "Your application is accepted",
  applicationRejected: "Your application is not selected",
  applicationWithdrawn: "An applicant withdraws their application",
  projectFull: "Your project is full",
  applicationExpiring: "An application waits for your answer",
  applicationExpired: "An application expires",
  inviteReceived: "You are invited to apply",
  inviteAccepted: "Someone accepts your invitation",
  inviteDeclined: "Someone declines your invitation",
  messageReceived: "Someone sends you a message",
  savedSearchMatch: "A new project matches a saved search",
  projectCompleted: "A project you are on is completed",
  reviewReceived: "A teammate reviews you",
  projectClosed: "A project you are on closes because its owner left",
  teamMention: "A teammate mentions you in a team room",
  taskAssigned: "A task is assigned to you",
  teamMemberJoined: "Someone joins a team you are on",
  teamMemberLeft: "Someone leaves a team you are on",
  teamMemberRemoved: "You are removed from a team",
  teamFileAdded: "A teammate shares a file in a team room",
};

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  saved: "Notification settings saved",
} as const;
