import type { Id } from "@convex/_generated/dataModel";
import type { NotificationItem } from "../lib/types";

export const ada = {
  id: "u-ada" as Id<"users">,
  name: "Ada",
  avatarUrl: null,
  profileId: "pr-ada" as Id<"profiles">,
};

export const voiceNotes = {
  _id: "p-voice" as Id<"projects">,
  title: "Voice Notes AI",
};

let counter = 0;

/** A notification as `notifications.list` returns it: Ada applied to Voice Notes AI, unread. */
export function notificationFixture(
  overrides: Partial<NotificationItem> = {},
): NotificationItem {
  counter += 1;
  return {
    _id: `n${counter}` as Id<"notifications">,
    kind: "applicationReceived",
    group: "applications",
    read: false,
    createdAt: Date.now() - 5 * 60 * 1000,
    actor: ada,
    project: voiceNotes,
    applicationId: "a1" as Id<"applications">,
    inviteId: null,
    savedSearchId: null,
    closedBecause: null,
    ...overrides,
  };
}
