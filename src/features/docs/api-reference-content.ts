import type { ErrorCode } from "@convex/shared/errors";

/** One public function of the backend as the API Reference lists it. */
export interface ApiFunction {
  /** `module.function`: the file in `convex/` and its export ("projects:feed" by path). */
  name: string;
  /** Its arguments, as in docs/API.md. */
  args: string;
  kind: "query" | "mutation" | "action";
  who: string;
  does: string;
}

export interface ApiGroup {
  id: string;
  title: string;
  functions: ApiFunction[];
}

const query = (
  name: string,
  args: string,
  who: string,
  does: string,
): ApiFunction => ({ name, args, kind: "query", who, does });
const mutation = (
  name: string,
  args: string,
  who: string,
  does: string,
): ApiFunction => ({ name, args, kind: "mutation", who, does });
const action = (
  name: string,
  args: string,
  who: string,
  does: string,
): ApiFunction => ({ name, args, kind: "action", who, does });

const ANYONE = "anyone";
const SIGNED_IN = "signed in";
const OWNER = "the project's owner";

/**
 * The public functions of `convex/` (docs/API.md has every detail: shapes,
 * limits, each error's message). A test checks that each one is exported, public
 * and of its kind.
 */
export const apiGroups: ApiGroup[] = [
  {
    id: "projects",
    title: "Projects",
    functions: [
      query(
        "projects.feed",
        "{ search?, category?, skill?, show?, role?, commitment?, overlapWith?, compensation?, stage?, paginationOpts }",
        ANYONE,
        'Projects looking for people (or, with show: "all", every project) newest first, the same rows for every caller.',
      ),
      query(
        "projects.list",
        "{ search?, category?, skill?, show?, role?, commitment?, overlapWith?, compensation?, stage?, paginationOpts }",
        ANYONE,
        "The feed with the caller's application status and match on each row.",
      ),
      query(
        "projects.listing",
        "{ projectId }",
        ANYONE,
        "One project as the feed shows it, or null.",
      ),
      query(
        "projects.get",
        "{ projectId }",
        ANYONE,
        "One project with the caller's part, or null.",
      ),
      query(
        "projects.viewerStates",
        "{ projectIds }",
        ANYONE,
        "The caller's application status for up to 100 projects.",
      ),
      query(
        "projects.listMine",
        "{}",
        ANYONE,
        "The caller's own projects ([] signed out).",
      ),
      query(
        "projects.listForBuilder",
        "{ profileId }",
        ANYONE,
        "The projects a builder created, newest first.",
      ),
      mutation(
        "projects.create",
        "{ title, description, category, skills, openPositions?, roles?, commitment?, timeZones?, remoteOk?, compensation?, stage?, duration? }",
        SIGNED_IN,
        "Posts a project with its roles (or open positions for one unnamed role) and terms; returns its id.",
      ),
      mutation(
        "projects.update",
        "{ projectId, title?, description?, category?, skills?, openPositions?, roles?, commitment?, timeZones?, remoteOk?, compensation?, stage?, duration? }",
        OWNER,
        "Edits a project; roles keep their key, and null clears a term.",
      ),
      mutation(
        "projects.close",
        "{ projectId }",
        OWNER,
        "Closes a project to applications.",
      ),
      mutation(
        "projects.complete",
        "{ projectId }",
        OWNER,
        "Marks it completed and fixes its team (needs an accepted member).",
      ),
      action(
        "projects.setCover",
        "{ projectId, storageId }",
        OWNER,
        "Sets the cover image to an upload (PNG, JPEG, WebP or GIF, at most 5 MB), or removes it (null).",
      ),
    ],
  },
  {
    id: "portfolio",
    title: "Portfolio",
    functions: [
      query(
        "portfolio.list",
        "{ profileId }",
        ANYONE,
        "A builder's portfolio items in their order, each with its image URL.",
      ),
      mutation(
        "portfolio.add",
        "{ title, summary, url? }",
        SIGNED_IN,
        "Adds an item to the caller's portfolio (at most 12); returns its id.",
      ),
      mutation(
        "portfolio.update",
        "{ itemId, title?, summary?, url? }",
        "the item's builder",
        "Edits an item; an empty link removes it.",
      ),
      mutation(
        "portfolio.remove",
        "{ itemId }",
        "the item's builder",
        "Removes an item and its image.",
      ),
      mutation(
        "portfolio.move",
        "{ itemId, direction }",
        "the item's builder",
        'Moves an item "up" or "down" one place.',
      ),
      action(
        "portfolio.setImage",
        "{ itemId, storageId }",
        "the item's builder",
        "Sets an item's image to an upload (PNG, JPEG, WebP or GIF, at most 5 MB), or removes it (null).",
      ),
    ],
  },
  {
    id: "applications",
    title: "Applications",
    functions: [
      mutation(
        "applications.apply",
        "{ projectId, message?, roleKey?, attachment? }",
        "signed in, not the owner",
        "Applies for one of a project's roles with an optional note and a portfolio item or link (or sends an expired application again).",
      ),
      query(
        "applications.listMine",
        "{}",
        ANYONE,
        "The caller's applications ([] signed out).",
      ),
      query(
        "applications.listForProject",
        "{ projectId }",
        OWNER,
        "A project's applications with each applicant's summary.",
      ),
      mutation(
        "applications.accept",
        "{ applicationId }",
        OWNER,
        "Accepts a pending application; takes a seat.",
      ),
      mutation(
        "applications.reject",
        "{ applicationId }",
        OWNER,
        "Closes a pending application as not selected.",
      ),
      mutation(
        "applications.withdraw",
        "{ applicationId }",
        "the applicant",
        "Withdraws a pending application.",
      ),
      query(
        "applications.responseRate",
        "{ projectId }",
        ANYONE,
        "How the project's owner answers: counts and mean answer time.",
      ),
      query(
        "applications.myResponseRate",
        "{}",
        SIGNED_IN,
        "The caller's own response record.",
      ),
    ],
  },
  {
    id: "people",
    title: "Profiles and builders",
    functions: [
      query(
        "profiles.me",
        "{}",
        ANYONE,
        "The caller's profile (null signed out).",
      ),
      mutation(
        "profiles.update",
        "{ name?, role?, bio?, skills?, availability?, hoursPerWeek?, timeZone? }",
        SIGNED_IN,
        "Edits the caller's profile, availability, hours a week and time zone included.",
      ),
      query(
        "profiles.list",
        "{ search?, category?, paginationOpts }",
        ANYONE,
        "Public profiles: search by name, username, role or skill.",
      ),
      query(
        "profiles.get",
        "{ profileId }",
        ANYONE,
        "One public profile, or null.",
      ),
      mutation(
        "profiles.updateLinks",
        "{ website?, github?, linkedin? }",
        SIGNED_IN,
        "Sets the caller's profile links.",
      ),
      mutation(
        "files.generateUploadUrl",
        "{}",
        SIGNED_IN,
        "A URL to upload a picture (photo or cover) to; the answer holds its storageId (rate limited).",
      ),
      action(
        "profiles.setPhoto",
        "{ storageId }",
        SIGNED_IN,
        "Sets the caller's photo to an upload (PNG, JPEG, WebP or GIF, at most 2 MB), or removes it (null).",
      ),
      query(
        "builders.list",
        "{ search?, category?, skill?, availability?, overlapWith?, minHours?, paginationOpts }",
        ANYONE,
        "Builders with counts, rating, Verified and the caller's relation.",
      ),
      query("builders.get", "{ profileId }", ANYONE, "One builder, or null."),
      query(
        "builders.projects",
        "{ profileId }",
        ANYONE,
        "The projects a builder created.",
      ),
      query(
        "builders.verification",
        "{ profileId }",
        ANYONE,
        "The checks behind the Verified badge.",
      ),
      query(
        "builders.currentProjects",
        "{ profileId }",
        ANYONE,
        "Running projects a builder was accepted onto.",
      ),
      query(
        "builders.completedProjects",
        "{ profileId }",
        ANYONE,
        "Completed projects a builder was on, as owner or member.",
      ),
      mutation(
        "follows.toggle",
        "{ userId }",
        SIGNED_IN,
        "Follows or unfollows a builder.",
      ),
      mutation(
        "favorites.toggle",
        "{ profileId }",
        SIGNED_IN,
        "Adds a builder to favourites or removes them.",
      ),
    ],
  },
  {
    id: "messages",
    title: "Messages",
    functions: [
      mutation(
        "messages.send",
        "{ recipientId, body }",
        SIGNED_IN,
        "Sends a direct message (rate limited).",
      ),
      query(
        "messages.conversation",
        "{ userId }",
        ANYONE,
        "The last 20 messages between the caller and userId.",
      ),
      query(
        "messages.conversationInfo",
        "{ userId }",
        ANYONE,
        "The other person, unread count and read receipt.",
      ),
      query(
        "messages.listConversations",
        "{ paginationOpts }",
        ANYONE,
        "The caller's conversations, latest first.",
      ),
      query(
        "messages.unreadCount",
        "{}",
        ANYONE,
        "Unread messages over all conversations.",
      ),
      mutation(
        "messages.markConversationRead",
        "{ userId }",
        SIGNED_IN,
        "Marks the caller's side of a conversation read.",
      ),
    ],
  },
  {
    id: "matching",
    title: "Matching, invites and saved searches",
    functions: [
      query(
        "matching.recommendedProjects",
        "{ limit?, category? }",
        ANYONE,
        "Open projects best matched to the caller ([] signed out).",
      ),
      query(
        "matching.suggestedBuilders",
        "{ projectId, limit? }",
        OWNER,
        "Builders who bring what the team lacks.",
      ),
      query(
        "matching.explain",
        "{ projectId, profileId? }",
        "the builder or the project's owner",
        "A match's score, breakdown and reasons.",
      ),
      query(
        "matching.skillCoverage",
        "{ projectId }",
        ANYONE,
        "Which wanted skills the team already has.",
      ),
      query(
        "matching.teamGaps",
        "{ projectId }",
        ANYONE,
        "What the team still lacks.",
      ),
      mutation(
        "invites.send",
        "{ projectId, profileId }",
        OWNER,
        "Invites a builder to apply (once per builder and project).",
      ),
      mutation(
        "invites.respond",
        "{ inviteId, accept }",
        "the invitee",
        "Accepts or declines an invitation.",
      ),
      query(
        "invites.listMine",
        "{}",
        ANYONE,
        "The caller's pending invitations.",
      ),
      mutation(
        "savedSearches.create",
        "{ text, category?, skills, role?, commitment?, overlapWith?, compensation?, stage? }",
        SIGNED_IN,
        "Saves a search with the /projects filters (notified of new matching projects that recruit).",
      ),
      query("savedSearches.list", "{}", ANYONE, "The caller's saved searches."),
      mutation(
        "savedSearches.remove",
        "{ savedSearchId }",
        "the saver",
        "Removes a saved search.",
      ),
    ],
  },
  {
    id: "notifications",
    title: "Notifications and activity",
    functions: [
      query(
        "notifications.list",
        "{ paginationOpts, filter? }",
        ANYONE,
        "The caller's notifications, newest first.",
      ),
      query("notifications.unreadCount", "{}", ANYONE, "Unread notifications."),
      mutation(
        "notifications.markRead",
        "{ notificationId }",
        "its recipient",
        "Marks one read.",
      ),
      mutation("notifications.markAllRead", "{}", SIGNED_IN, "Marks all read."),
      mutation(
        "notifications.dismiss",
        "{ notificationId }",
        "its recipient",
        "Removes one.",
      ),
      query(
        "notificationPreferences.mine",
        "{}",
        ANYONE,
        "In-app and email choices per kind.",
      ),
      mutation(
        "notificationPreferences.set",
        "{ kind, inApp, email }",
        SIGNED_IN,
        "Changes one kind's choices.",
      ),
      query(
        "dashboard.activity",
        "{}",
        ANYONE,
        "The caller's recent activity.",
      ),
      query(
        "dashboard.recentCollaborators",
        "{}",
        ANYONE,
        "People the caller recently worked with.",
      ),
      query(
        "dashboard.collaborations",
        "{}",
        ANYONE,
        "Projects with the caller's teammates.",
      ),
    ],
  },
  {
    id: "trust",
    title: "Reviews, safety and moderation",
    functions: [
      mutation(
        "reviews.create",
        "{ projectId, subjectId, rating, text }",
        "a teammate on a completed project",
        "Reviews a teammate (within 30 days).",
      ),
      mutation(
        "reviews.reply",
        "{ reviewId, text }",
        "the person reviewed",
        "Replies to a review, once.",
      ),
      query(
        "reviews.forProfile",
        "{ profileId, paginationOpts }",
        ANYONE,
        "A builder's reviews, newest first.",
      ),
      query(
        "reviews.forProject",
        "{ projectId }",
        ANYONE,
        "The team's reviews of each other (null unless on the team).",
      ),
      query(
        "reviews.toWrite",
        "{}",
        ANYONE,
        "Teammates the caller can still review.",
      ),
      mutation("blocks.block", "{ userId }", SIGNED_IN, "Blocks a person."),
      mutation("blocks.unblock", "{ userId }", SIGNED_IN, "Unblocks a person."),
      query("blocks.listMine", "{}", ANYONE, "The people the caller blocked."),
      mutation(
        "reports.create",
        "{ targetKind, targetId, reason, note? }",
        SIGNED_IN,
        "Reports a project, a profile or a received message.",
      ),
      query(
        "moderation.amOperator",
        "{}",
        ANYONE,
        "Whether the caller is a moderator.",
      ),
      query(
        "moderation.reports",
        "{ status?, paginationOpts }",
        "moderators",
        "Reports to review.",
      ),
      mutation(
        "moderation.close",
        "{ reportId, outcome }",
        "moderators",
        "Closes a report as resolved or dismissed.",
      ),
    ],
  },
  {
    id: "site",
    title: "Presence, stats and contact",
    functions: [
      mutation(
        "presence.heartbeat",
        "{ roomId, sessionId, interval }",
        SIGNED_IN,
        "Marks the caller present in a room.",
      ),
      mutation(
        "presence.disconnect",
        "{ sessionToken }",
        "the session's holder",
        "Leaves a room.",
      ),
      query(
        "presence.list",
        "{ roomId, limit? }",
        ANYONE,
        "Who is in a room ([] signed out).",
      ),
      query(
        "presence.isOnline",
        "{ userIds }",
        ANYONE,
        "Which of these people are online ([] signed out).",
      ),
      query(
        "stats.pulse",
        "{ today }",
        ANYONE,
        "Open seats, builders and new projects this week.",
      ),
      mutation(
        "contact.send",
        "{ name, email, subject, message }",
        ANYONE,
        "Sends a message to the team (rate limited).",
      ),
    ],
  },
];

/** When each error code is thrown: every code of ERROR_CODES, no more. */
export const ERROR_CODE_WHEN: Record<ErrorCode, string> = {
  UNAUTHENTICATED:
    "A mutation, or an owner-only query, called while signed out.",
  FORBIDDEN:
    "Signed in, but not the person allowed (the owner, the applicant, a moderator...).",
  NOT_FOUND:
    "An id that points at nothing, or at something that is not the caller's.",
  INVALID_INPUT:
    "Arguments that fail the shared schema (the message says which rule).",
  ALREADY_APPLIED: "A second application to the same project.",
  OWN_PROJECT: "Applying to one's own project.",
  PROJECT_FULL:
    "Applying to, accepting on or inviting to a project with no open seat.",
  PROJECT_CLOSED:
    "Applying to, accepting on or inviting to a closed or completed project.",
  INVALID_TRANSITION:
    "A change its current state does not allow (accepting an application that is no longer pending, a second reply...).",
  INVALID_CREDENTIALS: "Sign-in with a wrong password or an unknown email.",
  INVALID_CODE: "A wrong or expired email code.",
  TOO_MANY_ATTEMPTS: "Too many failed sign-ins or codes for now.",
  RATE_LIMITED:
    "A rate limit is spent (messages, invites, reports, contact form...).",
  ALREADY_INVITED: "A second invitation of one builder to one project.",
  LIMIT_REACHED: "A cap is reached (20 saved searches, presence heartbeats).",
  ALREADY_REVIEWED:
    "A second review of the same teammate for the same project.",
  BLOCKED:
    "A message, application or invitation between people where one blocked the other.",
  FILE_NOT_FOUND:
    "A picture's upload that does not exist (never uploaded, or deleted since).",
  FILE_TOO_LARGE: "A photo over 2 MB or a cover image over 5 MB.",
  FILE_TYPE: "A picture whose bytes are not PNG, JPEG, WebP or GIF.",
  FILE_ATTACHED:
    "An upload that is already someone's photo or cover (attached already).",
};
