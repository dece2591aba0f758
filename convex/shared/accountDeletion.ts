/**
 * Account deletion (model/accountDeletion.ts): the steps its scheduled pages
 * walk, in order, and its words. Isomorphic: the table stores the step, the
 * web app's dialog says what is deleted and what stays.
 */

/**
 * The cleanup after the first transaction, one step after another, each a
 * page at a time (model/accountDeletion/steps.ts says what each one does).
 * Steps that end something others see come first; the member's own rows
 * (notifications, activity) last, after the steps that may still write them.
 */
export const ACCOUNT_DELETION_STEPS = [
  "sessions",
  "ownProjects",
  "pendingApplications",
  "memberships",
  "invitesReceived",
  "invitesSent",
  "following",
  "followers",
  "favorites",
  "favoritedBy",
  "savedSearches",
  "blocks",
  "blockedBy",
  "conversations",
  "dataExports",
  "files",
  "devices",
  "presence",
  "notifications",
  "notificationPreferences",
  "activity",
  "records",
  "done",
] as const;
export type AccountDeletionStep = (typeof ACCOUNT_DELETION_STEPS)[number];

/** The name every list, card and conversation shows for a deleted account. */
export const DELETED_MEMBER_NAME = "Deleted member";

export const ACCOUNT_DELETION_MESSAGES = {
  wrongPassword: "That password is not right.",
  wrongEmail:
    "The email you typed is not this account's email. Type it exactly as you sign in with it.",
  /** The toast once the account is gone and the browser signed out. */
  deleted: "Your account was deleted.",
} as const;
