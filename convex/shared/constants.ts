/**
 * Isomorphic product constants: imported by convex/ and src/ alike.
 * Finite sets are `as const` tuples; validators and types derive from them.
 */

export const PROJECT_CATEGORIES = [
  "Development",
  "Design",
  "Marketing",
  "NoCode",
  "Other",
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export const DEFAULT_PROJECT_CATEGORY: ProjectCategory = "Development";

/** 'All' exists only as a filter value, never on a project. */
export const ALL_CATEGORIES = "All" as const;
export const PROJECT_CATEGORY_FILTERS = [
  ALL_CATEGORIES,
  ...PROJECT_CATEGORIES,
] as const;
export type ProjectCategoryFilter = (typeof PROJECT_CATEGORY_FILTERS)[number];

export const PROJECT_STATUSES = [
  "open",
  "full",
  "closed",
  "completed",
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const APPLICATION_STATUSES = [
  "pending",
  "accepted",
  "rejected",
  "withdrawn",
  "expired",
  /** An accepted member the owner removed from the team (the seat opened again). */
  "removed",
  /** An accepted member who left the team (the seat opened again). */
  "left",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The response clock of every application (convex/model/applicationClock.ts).
 * `reminderAfterDays` after it was sent, a still-pending application reminds
 * the owner (notification `applicationExpiring`); `expireAfterDays` after it
 * was sent, it closes as "expired" and both sides are told
 * (`applicationExpired`). Both run through the durable scheduler, once each.
 */
export const APPLICATION_CLOCK = {
  reminderAfterDays: 7,
  expireAfterDays: 14,
  /** The owner's response rate shows once this many applications were answered or expired. */
  minAnsweredForRate: 3,
} as const;
export const APPLICATION_REMINDER_MS =
  APPLICATION_CLOCK.reminderAfterDays * DAY_MS;
export const APPLICATION_EXPIRY_MS = APPLICATION_CLOCK.expireAfterDays * DAY_MS;

export const EXPERTISE_OPTIONS = [
  { id: "dev", label: "Development" },
  { id: "design", label: "Design" },
  { id: "marketing", label: "Marketing" },
  { id: "nocode", label: "No-Code" },
  { id: "healthcare", label: "Healthcare" },
  { id: "other", label: "Other" },
] as const;
export const EXPERTISE_IDS = [
  "dev",
  "design",
  "marketing",
  "nocode",
  "healthcare",
  "other",
] as const satisfies readonly (typeof EXPERTISE_OPTIONS)[number]["id"][];
export type ExpertiseId = (typeof EXPERTISE_IDS)[number];

/**
 * The builder category (the /builders filter) each expertise counts toward.
 * Healthcare has no category of its own, so it counts as Other.
 */
export const EXPERTISE_CATEGORY = {
  dev: "Development",
  design: "Design",
  marketing: "Marketing",
  nocode: "NoCode",
  healthcare: "Other",
  other: "Other",
} as const satisfies Record<ExpertiseId, ProjectCategory>;

export function builderCategories(
  expertise: readonly ExpertiseId[],
): ProjectCategory[] {
  return [...new Set(expertise.map((id) => EXPERTISE_CATEGORY[id]))];
}

export const DEFAULT_PROFILE_ROLE = "AI Enthusiast";

/** Shown for a project's creator when the creator has no profile name. */
export const ANONYMOUS_CREATOR_NAME = "Anonymous";

/**
 * The fixed text applications carried before applicants wrote their own
 * note; `migrations:applicationNotes` empties it (nobody wrote it).
 */
export const LEGACY_APPLICATION_MESSAGE =
  "I'm interested in joining your project and would love to collaborate!";

/**
 * How long an emailed code works, in seconds: the mails say so, and a sign-in
 * never replaces a verification code before its time is up.
 */
export const EMAIL_CODE_LIFETIME_S = {
  verify: 20 * 60,
  reset: 15 * 60,
} as const;

export const LIMITS = {
  passwordMinLength: 6,
  /** Bounds the key derivation's input; long enough for any passphrase. */
  passwordMaxLength: 128,
  titleMinLength: 5,
  titleMaxLength: 120,
  descriptionMinLength: 20,
  descriptionMaxLength: 5000,
  maxSkills: 20,
  skillMaxLength: 50,
  minOpenPositions: 1,
  maxOpenPositions: 20,
  nameMaxLength: 100,
  roleMaxLength: 100,
  bioMaxLength: 1000,
  messageMaxLength: 2000,
  /** Page size cap for paginated lists. */
  maxPageSize: 50,
  /** Cap on the un-paginated lists (my projects, my applications, a project's applications). */
  maxListSize: 100,
  /** Projects one `projects.viewerStates` call may ask about (a few feed pages). */
  maxViewerStateIds: 100,
  /**
   * Applications one project may have waiting for an answer: applying refuses
   * more, so the transaction that ends recruiting closes every one of them.
   */
  maxPendingApplications: 100,
} as const;

/**
 * What a notification is about. Written in the same transaction as the event
 * (model/notifications.ts); the client renders each kind's text and link.
 */
export const NOTIFICATION_KINDS = [
  "applicationReceived",
  "applicationAccepted",
  "applicationRejected",
  "applicationWithdrawn",
  "inviteReceived",
  "inviteAccepted",
  "inviteDeclined",
  "messageReceived",
  "projectFull",
  "applicationExpiring",
  "applicationExpired",
  "savedSearchMatch",
  "projectCompleted",
  "reviewReceived",
  "projectClosed",
  "teamMention",
  "taskAssigned",
  "teamMemberJoined",
  "teamMemberLeft",
  "teamMemberRemoved",
  "teamFileAdded",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The team room's task board columns, in board order. */
export const TASK_COLUMNS = ["todo", "doing", "done"] as const;
export type TaskColumn = (typeof TASK_COLUMNS)[number];

const MB = 1024 * 1024;

/**
 * The team room's limits (model/team*.ts enforce them; the errors in
 * shared/errors.ts name them). Each bounds what one read or one team may hold.
 */
export const TEAM_LIMITS = {
  /** A chat message, after trimming. */
  messageMaxLength: 2000,
  /** A message may be edited or deleted by its author for this long after sending. */
  editWindowMs: 15 * 60 * 1000,
  /** Page size cap of `teamMessages.list`. */
  maxMessagesPage: 50,
  /** People one message may mention (each told once). */
  maxMentions: 20,
  taskTitleMaxLength: 120,
  taskDetailsMaxLength: 2000,
  /** Tasks one team may hold: the board stays readable and each column a bounded read. */
  maxTasks: 2000,
  /** Tasks `tasks.list` returns per column at most (its `limit`); the default is less. */
  maxTasksListed: 500,
  defaultTasksListed: 200,
  linkTitleMaxLength: 120,
  linkUrlMaxLength: 2000,
  /** Pinned links one team may hold. */
  maxLinks: 100,
  /** One file's size. */
  maxFileBytes: 10 * MB,
  /** All of a team's files together. */
  maxTeamBytes: 200 * MB,
  /** Files one team may hold (their list is one bounded read). */
  maxFiles: 500,
  fileNameMaxLength: 200,
  /** A "typing" signal shows for this long unless renewed. */
  typingMs: 6000,
  /** Team rooms `teams.rooms` lists for the inbox. */
  maxRoomsListed: 100,
} as const;

/** An owner's invitation to a builder to apply to their project. */
export const INVITE_STATUSES = ["pending", "accepted", "declined"] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
