/**
 * A notification's sentence, link and icon. The words and links come from
 * convex/shared/notificationText.ts (the same source as the notification
 * emails); this file adds only the icons (exhaustive over NOTIFICATION_KINDS).
 */
import {
  AtSign,
  CheckCircle2,
  Clock,
  FileUp,
  ListChecks,
  LogOut,
  Mail,
  MailCheck,
  MailX,
  MessageSquare,
  Search,
  Star,
  Trophy,
  UserMinus,
  UserPlus,
  Users,
  XCircle,
  type LucideIcon,
} from "lucide-react";
import type { NotificationKind } from "@convex/shared/constants";
import {
  notificationPath,
  notificationText,
} from "@convex/shared/notificationText";
import type { NotificationItem } from "./types";

export const NOTIFICATION_ICONS: Record<NotificationKind, LucideIcon> = {
  applicationReceived: UserPlus,
  applicationAccepted: CheckCircle2,
  applicationRejected: XCircle,
  applicationWithdrawn: UserMinus,
  projectFull: Users,
  applicationExpiring: Clock,
  applicationExpired: Clock,
  inviteReceived: Mail,
  inviteAccepted: MailCheck,
  inviteDeclined: MailX,
  messageReceived: MessageSquare,
  savedSearchMatch: Search,
  projectCompleted: Trophy,
  reviewReceived: Star,
  projectClosed: XCircle,
  teamMention: AtSign,
  taskAssigned: ListChecks,
  teamMemberJoined: UserPlus,
  teamMemberLeft: LogOut,
  teamMemberRemoved: UserMinus,
  teamFileAdded: FileUp,
};

/** A notification's sentence, link and icon. */
export function describeNotification(item: NotificationItem): {
  text: string;
  href: string;
  icon: LucideIcon;
} {
  return {
    text: notificationText(item),
    href: notificationPath(item),
    icon: NOTIFICATION_ICONS[item.kind],
  };
}
