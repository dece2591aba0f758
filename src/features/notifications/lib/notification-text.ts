/**
 * What each kind of notification says and where it leads: the one place that
 * renders a kind (exhaustive over NOTIFICATION_KINDS, so a new kind fails the
 * typecheck until it has its words here).
 */
import {
  CheckCircle2,
  Clock,
  Mail,
  MailCheck,
  MailX,
  MessageSquare,
  Search,
  UserMinus,
  UserPlus,
  Users,
  XCircle,
  type LucideIcon,
} from "lucide-react";
import type { NotificationKind } from "@convex/shared/constants";
import { paths } from "@/config/paths";
import type { NotificationItem } from "./types";

type KindRender = {
  icon: LucideIcon;
  text: (item: NotificationItem) => string;
  href: (item: NotificationItem) => string;
};

const actorName = (item: NotificationItem) => item.actor?.name ?? "Someone";
const projectTitle = (item: NotificationItem) =>
  item.project?.title ?? "a project";

/** The project page, or the notifications page when the project is gone. */
const projectPage = (item: NotificationItem) =>
  item.project ? paths.project(item.project._id) : paths.notifications;
const projectApplications = (item: NotificationItem) =>
  item.project
    ? paths.projectApplications(item.project._id)
    : paths.notifications;
/** The conversation with the sender in the inbox. */
const conversation = (item: NotificationItem) =>
  item.actor ? paths.conversation(item.actor.id) : paths.messages;

export const NOTIFICATION_RENDER: Record<NotificationKind, KindRender> = {
  applicationReceived: {
    icon: UserPlus,
    text: (item) => `${actorName(item)} applied to ${projectTitle(item)}`,
    href: projectApplications,
  },
  applicationAccepted: {
    icon: CheckCircle2,
    text: (item) => `Your application to ${projectTitle(item)} was accepted`,
    href: () => paths.dashboardApplications,
  },
  applicationRejected: {
    icon: XCircle,
    text: (item) =>
      `Your application to ${projectTitle(item)} was not selected`,
    href: () => paths.dashboardApplications,
  },
  applicationWithdrawn: {
    icon: UserMinus,
    text: (item) =>
      `${actorName(item)} withdrew their application to ${projectTitle(item)}`,
    href: projectApplications,
  },
  projectFull: {
    icon: Users,
    text: (item) => `${projectTitle(item)} is full: every position is taken`,
    href: projectPage,
  },
  // Issue #12's response clock: the reminder goes to the owner, with the
  // applicant as actor; the expiry goes to both, with the applicant as actor
  // for the owner and no actor for the applicant.
  applicationExpiring: {
    icon: Clock,
    text: (item) =>
      `${actorName(item)}'s application to ${projectTitle(item)} is waiting for your answer`,
    href: projectApplications,
  },
  applicationExpired: {
    icon: Clock,
    text: (item) =>
      item.actor
        ? `${item.actor.name}'s application to ${projectTitle(item)} expired`
        : `Your application to ${projectTitle(item)} expired`,
    href: (item) =>
      item.actor ? projectApplications(item) : paths.dashboardApplications,
  },
  inviteReceived: {
    icon: Mail,
    text: (item) =>
      `${actorName(item)} invited you to apply to ${projectTitle(item)}`,
    // The dashboard's Invitations section is where it is accepted or declined.
    href: () => paths.dashboard,
  },
  inviteAccepted: {
    icon: MailCheck,
    text: (item) =>
      `${actorName(item)} accepted your invitation to ${projectTitle(item)}`,
    href: projectPage,
  },
  inviteDeclined: {
    icon: MailX,
    text: (item) =>
      `${actorName(item)} declined your invitation to ${projectTitle(item)}`,
    href: projectPage,
  },
  messageReceived: {
    icon: MessageSquare,
    text: (item) => `${actorName(item)} sent you a message`,
    href: conversation,
  },
  savedSearchMatch: {
    icon: Search,
    text: (item) =>
      `New project matching your saved search: ${projectTitle(item)}`,
    href: projectPage,
  },
};

/** A notification's sentence, link and icon. */
export function describeNotification(item: NotificationItem): {
  text: string;
  href: string;
  icon: LucideIcon;
} {
  const render = NOTIFICATION_RENDER[item.kind];
  return {
    text: render.text(item),
    href: render.href(item),
    icon: render.icon,
  };
}

/** The bell's accessible name: "Notifications" or "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** The badge's text: the count, capped so it fits ("99+"). */
export function badgeText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}
