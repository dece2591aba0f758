import {
  NOTIFICATION_FILTERS,
  type NotificationFilter,
} from "@convex/shared/notifications";

/** The notifications page's filters, in order, with their labels. */
export const FILTER_LABELS: Record<NotificationFilter, string> = {
  all: "All",
  unread: "Unread",
  applications: "Applications",
  invites: "Invites",
  messages: "Messages",
  matches: "Matches",
  reviews: "Reviews",
  team: "Team rooms",
};

export const DEFAULT_FILTER: NotificationFilter = "all";
/** The filter lives in the URL (`?filter=`), so a filtered view can be linked to. */
export const FILTER_PARAM = "filter";

export function parseFilter(value: string | null): NotificationFilter {
  return (NOTIFICATION_FILTERS as readonly (string | null)[]).includes(value)
    ? (value as NotificationFilter)
    : DEFAULT_FILTER;
}

/** The empty state's words for a filter. */
export function emptyText(filter: NotificationFilter): {
  title: string;
  description: string;
} {
  if (filter === "all") {
    return {
      title: "No notifications yet",
      description:
        "Applications, decisions, invites and messages will show up here as they happen.",
    };
  }
  if (filter === "unread") {
    return {
      title: "You're all caught up",
      description: "There are no unread notifications.",
    };
  }
  return {
    title: `No notifications about ${FILTER_LABELS[filter].toLowerCase()}`,
    description: "Try another filter to see the rest.",
  };
}
