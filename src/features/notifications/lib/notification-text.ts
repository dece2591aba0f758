/**
 * A notification's sentence, link and icon. The words and links come from
 * convex/shared/notificationText.ts (the same source as the notification
 * emails); the icons from lib/activity-icons.ts, shared with the dashboard's
 * activity.
 */
import type { LucideIcon } from "lucide-react";
import {
  notificationPath,
  notificationText,
} from "@convex/shared/notificationText";
import { ACTIVITY_ICONS } from "@/lib/activity-icons";
import type { NotificationItem } from "./types";

/** A notification's sentence, link and icon. */
export function describeNotification(item: NotificationItem): {
  text: string;
  href: string;
  icon: LucideIcon;
} {
  return {
    text: notificationText(item),
    href: notificationPath(item),
    icon: ACTIVITY_ICONS[item.kind],
  };
}
