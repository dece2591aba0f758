/**
 * What each kind of notification says and where it leads: the one source for
 * the bell, the notifications page and the notification emails (exhaustive
 * over NOTIFICATION_KINDS, so a new kind fails the typecheck until it has its
 * words here). Isomorphic: the web app adds only the icons.
 */
import type { NotificationKind } from "./constants";
import { CLOSURE_REASONS, type ClosureCause } from "./recruiting";
import { routes } from "./routes";

/** What a notification's words are made of (a joined notification row fits it). */
export type NotificationFacts = {
  kind: NotificationKind;
  actor: { id: string; name: string; profileId: string | null } | null;
  project: { _id: string; title: string } | null;
  /** An application closed because the project stopped recruiting: why. */
  closedBecause?: ClosureCause | null;
};

type KindWords = {
  text: (facts: NotificationFacts) => string;
  /** The app path it links to (the bell's link, and the email's after SITE_URL). */
  path: (facts: NotificationFacts) => string;
};

const actorName = (facts: NotificationFacts) => facts.actor?.name ?? "Someone";
const projectTitle = (facts: NotificationFacts) =>
  facts.project?.title ?? "a project";

/** The project page, or the notifications page when the project is gone. */
const projectPage = (facts: NotificationFacts) =>
  facts.project ? routes.project(facts.project._id) : routes.notifications;
const projectApplications = (facts: NotificationFacts) =>
  facts.project
    ? routes.projectApplications(facts.project._id)
    : routes.notifications;
/** The project's team section, where teammates review each other. */
const projectTeam = (facts: NotificationFacts) =>
  facts.project ? routes.projectTeam(facts.project._id) : routes.notifications;
/** The project's team room, or the notifications page when the project is gone. */
const teamRoom = (facts: NotificationFacts) =>
  facts.project ? routes.teamRoom(facts.project._id) : routes.notifications;
/** The conversation with the sender in the inbox. */
const conversation = (facts: NotificationFacts) =>
  facts.actor ? routes.conversation(facts.actor.id) : routes.messages;

export const NOTIFICATION_WORDS: Record<NotificationKind, KindWords> = {
  applicationReceived: {
    text: (f) => `${actorName(f)} applied to ${projectTitle(f)}`,
    path: projectApplications,
  },
  applicationAccepted: {
    text: (f) => `Your application to ${projectTitle(f)} was accepted`,
    path: () => routes.dashboardApplications,
  },
  applicationRejected: {
    text: (f) =>
      f.closedBecause == null
        ? `Your application to ${projectTitle(f)} was not selected`
        : `Your application to ${projectTitle(f)} was not selected: ${CLOSURE_REASONS[f.closedBecause]}`,
    path: () => routes.dashboardApplications,
  },
  applicationWithdrawn: {
    text: (f) =>
      `${actorName(f)} withdrew their application to ${projectTitle(f)}`,
    path: projectApplications,
  },
  projectFull: {
    text: (f) => `${projectTitle(f)} is full: every position is taken`,
    path: projectPage,
  },
  // The response clock: the reminder goes to the owner, with the applicant as
  // actor; the expiry goes to both, with the applicant as actor for the owner
  // and no actor for the applicant.
  applicationExpiring: {
    text: (f) =>
      `${actorName(f)}'s application to ${projectTitle(f)} is waiting for your answer`,
    path: projectApplications,
  },
  applicationExpired: {
    text: (f) =>
      f.actor
        ? `${f.actor.name}'s application to ${projectTitle(f)} expired`
        : `Your application to ${projectTitle(f)} expired`,
    path: (f) =>
      f.actor ? projectApplications(f) : routes.dashboardApplications,
  },
  inviteReceived: {
    text: (f) => `${actorName(f)} invited you to apply to ${projectTitle(f)}`,
    // The dashboard's Invitations section is where it is accepted or declined.
    path: () => routes.dashboard,
  },
  inviteAccepted: {
    text: (f) =>
      `${actorName(f)} accepted your invitation to ${projectTitle(f)}`,
    path: projectPage,
  },
  inviteDeclined: {
    text: (f) =>
      `${actorName(f)} declined your invitation to ${projectTitle(f)}`,
    path: projectPage,
  },
  messageReceived: {
    text: (f) => `${actorName(f)} sent you a message`,
    path: conversation,
  },
  savedSearchMatch: {
    text: (f) => `New project matching your saved search: ${projectTitle(f)}`,
    path: projectPage,
  },
  projectCompleted: {
    text: (f) =>
      `${actorName(f)} marked ${projectTitle(f)} completed: review your teammates`,
    path: projectTeam,
  },
  reviewReceived: {
    text: (f) => `${actorName(f)} reviewed you for ${projectTitle(f)}`,
    path: projectTeam,
  },
  // To a project's accepted members when it closes because its owner deleted
  // their account (model/accountDeletion.ts); no actor.
  projectClosed: {
    text: (f) =>
      `${projectTitle(f)} was closed: its owner deleted their account`,
    path: projectPage,
  },
  teamMention: {
    text: (f) =>
      `${actorName(f)} mentioned you in ${projectTitle(f)}'s team room`,
    path: teamRoom,
  },
  taskAssigned: {
    text: (f) => `${actorName(f)} assigned you a task in ${projectTitle(f)}`,
    path: teamRoom,
  },
  teamMemberJoined: {
    text: (f) => `${actorName(f)} joined the team of ${projectTitle(f)}`,
    path: teamRoom,
  },
  teamMemberLeft: {
    text: (f) => `${actorName(f)} left the team of ${projectTitle(f)}`,
    path: teamRoom,
  },
  // Told to the person removed, who can no longer open the room.
  teamMemberRemoved: {
    text: (f) => `You were removed from the team of ${projectTitle(f)}`,
    path: projectPage,
  },
  teamFileAdded: {
    text: (f) =>
      `${actorName(f)} shared a file in ${projectTitle(f)}'s team room`,
    path: teamRoom,
  },
};

export function notificationText(facts: NotificationFacts): string {
  return NOTIFICATION_WORDS[facts.kind].text(facts);
}

export function notificationPath(facts: NotificationFacts): string {
  return NOTIFICATION_WORDS[facts.kind].path(facts);
}

/** A notification email: the sentence as subject, the link, and where to change which emails come. */
export function notificationEmail(
  facts: NotificationFacts,
  siteUrl: string,
): { subject: string; text: string } {
  const base = siteUrl.replace(/\/+$/, "");
  const sentence = notificationText(facts);
  return {
    subject: sentence,
    text: [
      `${sentence}.`,
      "",
      `Open it: ${base}${notificationPath(facts)}`,
      "",
      `Change which emails you get: ${base}${routes.settings}`,
    ].join("\n"),
  };
}
