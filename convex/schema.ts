import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import {
  APPLICATION_STATUSES,
  EXPERTISE_IDS,
  INVITE_STATUSES,
  NOTIFICATION_KINDS,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
} from "./shared/constants";
import { ACTIVITY_KINDS, ACTIVITY_ROLES } from "./shared/activity";
import { vProfileLinks } from "./shared/profileLinks";
import { NOTIFICATION_GROUPS } from "./shared/notifications";
import { RATE_LIMIT_NAMES } from "./shared/rateLimits";
import { searchTables } from "./tables/search";
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from "./shared/safety";

export default defineSchema({
  ...authTables,
  ...searchTables,

  /** One per user (created in the sign-up transaction): the public face of a builder. */
  profiles: defineTable({
    userId: v.id("users"),
    name: v.string(),
    /** Unique; defaults to the email's local part, suffixed when taken. */
    username: v.string(),
    role: v.string(),
    bio: v.string(),
    skills: v.array(v.string()),
    expertise: v.array(literals(...EXPERTISE_IDS)),
    avatarUrl: v.optional(v.string()),
    /** Ways to reach them besides messages (https URLs; profiles.updateLinks). */
    links: v.optional(vProfileLinks),
    /** Written before the trigram search (tables/search.ts); the search migration removes it. */
    searchText: v.optional(v.string()),
  })
    .index("by_user", ["userId"])
    .index("by_username", ["username"]),

  /**
   * One row per (profile, builder category), derived from the profile's
   * expertise: the /builders category filter's index.
   */
  profileCategories: defineTable({
    profileId: v.id("profiles"),
    category: literals(...PROJECT_CATEGORIES),
  })
    .index("by_category", ["category"])
    .index("by_profile", ["profileId"]),

  /** A project seeking collaborators. */
  projects: defineTable({
    title: v.string(),
    description: v.string(),
    category: literals(...PROJECT_CATEGORIES),
    skills: v.array(v.string()),
    /** Seats offered in total. */
    openPositions: v.number(),
    /** Seats taken by accepted applications; never above openPositions. */
    filledPositions: v.number(),
    creatorId: v.id("users"),
    status: literals(...PROJECT_STATUSES),
    /** Creation time in ms: now for users, backdated for demo data. Lists sort on it. */
    createdAt: v.number(),
    updatedAt: v.number(),
    /** Written before the trigram search (tables/search.ts); the search migration removes it. */
    searchText: v.optional(v.string()),
    /**
     * Skills the accepted team brings (canonical names, with the skills they
     * imply), kept in the transactions that change the team or a member's
     * skills (model/team.ts): what matching counts as covered.
     */
    teamSkills: v.optional(v.array(v.string())),
    /** When the owner marked it completed (status "completed"); reviews run from here. */
    completedAt: v.optional(v.number()),
  })
    .index("by_createdAt", ["createdAt"])
    .index("by_category_and_createdAt", ["category", "createdAt"])
    .index("by_creator_and_createdAt", ["creatorId", "createdAt"]),

  /** A builder's request to join a project. */
  applications: defineTable({
    projectId: v.id("projects"),
    applicantId: v.id("users"),
    message: v.string(),
    status: literals(...APPLICATION_STATUSES),
    createdAt: v.number(),
    /** When it left `pending` (accepted, rejected, withdrawn or expired). */
    decidedAt: v.optional(v.number()),
    /**
     * The response clock (model/applicationClock.ts): the scheduled reminder
     * and expiry, cancelled when the application leaves `pending`. Absent on
     * rows written before the clock, until the clock migration gives them one.
     */
    reminderJobId: v.optional(v.id("_scheduled_functions")),
    expiryJobId: v.optional(v.id("_scheduled_functions")),
    /** When the owner was reminded (the reminder acts once). */
    remindedAt: v.optional(v.number()),
  })
    .index("by_project_and_applicant", ["projectId", "applicantId"])
    .index("by_project_and_createdAt", ["projectId", "createdAt"])
    .index("by_applicant_and_createdAt", ["applicantId", "createdAt"])
    .index("by_project_and_status", ["projectId", "status"])
    .index("by_applicant_and_status", ["applicantId", "status"])
    .index("by_applicant_and_decidedAt", ["applicantId", "decidedAt"]),

  /** One user following another (never themselves); at most one row per pair. */
  follows: defineTable({
    followerId: v.id("users"),
    followeeId: v.id("users"),
  })
    .index("by_follower_and_followee", ["followerId", "followeeId"])
    .index("by_followee", ["followeeId"]),

  /** A user's favourite builder profiles; at most one row per pair. */
  favorites: defineTable({
    userId: v.id("users"),
    profileId: v.id("profiles"),
  })
    .index("by_user_and_profile", ["userId", "profileId"])
    .index("by_profile", ["profileId"]),

  /**
   * Per-builder counters kept in the same transaction as the rows they count
   * (follows.toggle), so cards read one document instead of counting.
   */
  builderStats: defineTable({
    userId: v.id("users"),
    followersCount: v.number(),
  }).index("by_user", ["userId"]),

  /** A direct message between two users. */
  messages: defineTable({
    senderId: v.id("users"),
    recipientId: v.id("users"),
    /** Trimmed, 1 to 2000 characters. */
    body: v.string(),
    /** The two user ids, sorted and joined: the same for both directions. */
    conversationKey: v.string(),
  }).index("by_conversation", ["conversationKey"]),

  /**
   * Sign-in budget of an email (normalized) for attempts from browsers not
   * trusted for its account, and for every attempt at an email without one: a
   * token bucket (model/signInLimits.ts). Deleted once full again.
   */
  signInLimits: defineTable({
    email: v.string(),
    attemptsLeft: v.number(),
    updatedAt: v.number(),
  }).index("by_email", ["email"]),

  /**
   * A browser a user signed in from (the SHA-256 of its device id, never the
   * id), with its own sign-in budget for that user (model/signInLimits.ts).
   */
  trustedDevices: defineTable({
    userId: v.id("users"),
    deviceHash: v.string(),
    lastUsedAt: v.number(),
    attemptsLeft: v.number(),
    updatedAt: v.number(),
  })
    .index("by_device_and_user", ["deviceHash", "userId"])
    .index("by_user_and_lastUsedAt", ["userId", "lastUsedAt"]),

  /** A message sent through the contact form (visitors included). */
  contactMessages: defineTable({
    name: v.string(),
    /** Lower-cased. */
    email: v.string(),
    subject: v.string(),
    message: v.string(),
    senderId: v.optional(v.id("users")),
  }).index("by_email", ["email"]),

  /** Token buckets of model/rateLimits.ts: one row per limit and key. */
  rateLimits: defineTable({
    name: literals(...RATE_LIMIT_NAMES),
    /** Who the bucket belongs to: a user id, an email, or "all". */
    key: v.string(),
    tokens: v.number(),
    updatedAt: v.number(),
  }).index("by_name_and_key", ["name", "key"]),

  /**
   * One row per (project, skill key): which projects want a skill, for skill
   * filters, recommendations and saved searches (model/skillIndex.ts keeps it
   * in step with the project in the same transaction).
   */
  projectSkills: defineTable({
    projectId: v.id("projects"),
    /** skillKey() of a canonical skill name. */
    skill: v.string(),
    category: literals(...PROJECT_CATEGORIES),
    /** The project's status is "open" (it has seats and takes applications). */
    open: v.boolean(),
    createdAt: v.number(),
  })
    .index("by_project", ["projectId"])
    .index("by_skill_and_createdAt", ["skill", "createdAt"])
    .index("by_skill_and_open_and_createdAt", ["skill", "open", "createdAt"])
    .index("by_skill_and_category_and_createdAt", [
      "skill",
      "category",
      "createdAt",
    ]),

  /**
   * Data migrations that have run to the end (convex/migrations.ts): a start
   * finds its migration here and skips it.
   */
  migrations: defineTable({
    name: v.string(),
    done: v.boolean(),
    /**
     * While it runs, for a migration live writes must know about (the site
     * counters' backfill, model/siteStats.ts): the `_creationTime` of the last
     * document it has done.
     */
    position: v.optional(v.number()),
  }).index("by_name", ["name"]),

  /**
   * The home page's live counts (model/siteStats.ts): one row per metric and
   * shard, changed in the transactions that change what they count; a metric
   * is the sum of its shards. Metrics: "openSeats", "builders" and
   * "projectsCreated:<YYYY-MM-DD>" (UTC day buckets).
   */
  siteCounters: defineTable({
    metric: v.string(),
    shard: v.number(),
    value: v.number(),
  }).index("by_metric_and_shard", ["metric", "shard"]),

  /** One row per (profile, skill key): who has a skill (model/skillIndex.ts). */
  profileSkills: defineTable({
    profileId: v.id("profiles"),
    userId: v.id("users"),
    /** skillKey() of a canonical skill name. */
    skill: v.string(),
  })
    .index("by_profile", ["profileId"])
    .index("by_skill", ["skill"]),

  /**
   * Something that happened that a user should know about, written in the
   * event's transaction (model/notifications.ts); at most
   * NOTIFICATION_LIMITS.maxPerUser per user, the oldest pruned.
   */
  notifications: defineTable({
    userId: v.id("users"),
    kind: literals(...NOTIFICATION_KINDS),
    /** NOTIFICATION_KIND_GROUP[kind], stored so a group filter is one index range. */
    group: literals(...NOTIFICATION_GROUPS),
    createdAt: v.number(),
    read: v.boolean(),
    /** Who caused it, when a person did. */
    actorId: v.optional(v.id("users")),
    projectId: v.optional(v.id("projects")),
    applicationId: v.optional(v.id("applications")),
    inviteId: v.optional(v.id("invites")),
    savedSearchId: v.optional(v.id("savedSearches")),
  })
    .index("by_user_and_createdAt", ["userId", "createdAt"])
    .index("by_user_and_read_and_createdAt", ["userId", "read", "createdAt"])
    .index("by_user_and_group_and_createdAt", ["userId", "group", "createdAt"])
    /** The latest notification of a kind from one actor (collapsing messages). */
    .index("by_user_and_kind_and_actor_and_createdAt", [
      "userId",
      "kind",
      "actorId",
      "createdAt",
    ]),

  /**
   * One per user who has had a notification: the unread and total counts, kept
   * in the same transactions as the rows they count, so the header's badge
   * reads one document and the cap needs no counting.
   */
  notificationCounters: defineTable({
    userId: v.id("users"),
    unread: v.number(),
    total: v.number(),
  }).index("by_user", ["userId"]),

  /** An owner's invitation to a builder to apply to a project (model/invites.ts). */
  invites: defineTable({
    projectId: v.id("projects"),
    inviterId: v.id("users"),
    inviteeId: v.id("users"),
    status: literals(...INVITE_STATUSES),
    createdAt: v.number(),
    respondedAt: v.optional(v.number()),
  })
    .index("by_invitee_and_status_and_createdAt", [
      "inviteeId",
      "status",
      "createdAt",
    ])
    .index("by_project_and_invitee", ["projectId", "inviteeId"]),

  /**
   * A search a user keeps: new projects that match it notify them
   * (model/savedSearches.ts). `anchor` is the one key a new project must hit
   * for the search to be a candidate ("skill:<key>", "category:<name>" or
   * "any"), so the fanout reads only candidates, page by page.
   */
  savedSearches: defineTable({
    userId: v.id("users"),
    text: v.string(),
    category: v.optional(literals(...PROJECT_CATEGORIES)),
    /** Canonical names; a project must want every one. */
    skills: v.array(v.string()),
    openOnly: v.boolean(),
    anchor: v.string(),
    createdAt: v.number(),
  })
    .index("by_user_and_createdAt", ["userId", "createdAt"])
    .index("by_anchor", ["anchor"]),

  /**
   * Who is in a room right now (model/presence.ts): one row per (room, user)
   * while the user has a live session there, deleted with their last one.
   * Rooms: "site" (online) and "project:<id>" (viewing the project page).
   */
  presence: defineTable({
    roomId: v.string(),
    userId: v.id("users"),
    /** When the user arrived (their first live session in the room). */
    since: v.number(),
  })
    .index("by_room_and_since", ["roomId", "since"])
    .index("by_user_and_room", ["userId", "roomId"]),

  /**
   * One browser tab in one room: kept alive by heartbeats, each of which
   * reschedules `timeoutId` (presence.timeout); deleted on disconnect or when
   * the timeout runs.
   */
  presenceSessions: defineTable({
    /** A random id made by the client; never returned by any query. */
    sessionId: v.string(),
    roomId: v.string(),
    userId: v.id("users"),
    timeoutId: v.id("_scheduled_functions"),
  })
    .index("by_sessionId", ["sessionId"])
    .index("by_room_and_user", ["roomId", "userId"])
    .index("by_user", ["userId"]),

  /**
   * An owner's response record, kept in the transactions that decide or expire
   * their applications (model/applicationClock.ts): `answered` counts accepts
   * and rejects, `expired` the applications that expired unanswered,
   * `answerMsTotal` the time from application to answer summed over `answered`.
   * Withdrawn applications count in neither.
   */
  ownerStats: defineTable({
    ownerId: v.id("users"),
    answered: v.number(),
    expired: v.number(),
    answerMsTotal: v.number(),
  }).index("by_owner", ["ownerId"]),

  /**
   * A user's choice of where one notification kind goes (issue #12). No row =
   * NOTIFICATION_DEFAULTS[kind]; read by `deliveryFor` (model/notifications.ts).
   */
  notificationPreferences: defineTable({
    userId: v.id("users"),
    kind: literals(...NOTIFICATION_KINDS),
    inApp: v.boolean(),
    email: v.boolean(),
  }).index("by_user_and_kind", ["userId", "kind"]),

  /**
   * The dashboard's activity (model/activity.ts): one row per event per person
   * it concerns (the actor and the one told), written in the event's
   * transaction, whatever the notification preferences say. At most
   * ACTIVITY_LIMITS.maxPerUser per user, the oldest pruned.
   */
  activity: defineTable({
    userId: v.id("users"),
    kind: literals(...ACTIVITY_KINDS),
    role: literals(...ACTIVITY_ROLES),
    /** The other person of the event (for a message: the conversation's other side). */
    otherId: v.optional(v.id("users")),
    projectId: v.optional(v.id("projects")),
    applicationId: v.optional(v.id("applications")),
    createdAt: v.number(),
  })
    .index("by_user_and_createdAt", ["userId", "createdAt"])
    /** The latest row of one conversation (collapsing messages). */
    .index("by_user_and_kind_and_other", ["userId", "kind", "otherId"])
    /** For the backfill: has this event a row already? */
    .index("by_application", ["applicationId"])
    .index("by_project_and_kind", ["projectId", "kind"]),

  /** One per user with activity: how many rows they hold (for the cap). */
  activityCounters: defineTable({
    userId: v.id("users"),
    total: v.number(),
  }).index("by_user", ["userId"]),

  /**
   * One per pair of users who have messaged (model/conversations.ts): the
   * latest message's time, preview and sender, for both participants.
   */
  conversations: defineTable({
    /** model/messages.ts conversationKey: the two user ids, sorted and joined. */
    key: v.string(),
    lastMessageAt: v.number(),
    /** The latest message's start, at most CONVERSATION_PREVIEW_LENGTH characters. */
    lastMessagePreview: v.string(),
    lastSenderId: v.id("users"),
  }).index("by_key", ["key"]),

  /**
   * One per participant of a conversation: the inbox list is one range of
   * `by_user_and_lastMessageAt`, newest first. `unread` counts the messages
   * received since `lastReadAt`; `lastSentAt` is the viewer's own latest
   * message (read receipts compare it with the other row's `lastReadAt`).
   */
  conversationMembers: defineTable({
    conversationId: v.id("conversations"),
    userId: v.id("users"),
    otherUserId: v.id("users"),
    lastMessageAt: v.number(),
    unread: v.number(),
    lastReadAt: v.number(),
    lastSentAt: v.optional(v.number()),
  })
    .index("by_user_and_lastMessageAt", ["userId", "lastMessageAt"])
    .index("by_user_and_other", ["userId", "otherUserId"]),

  /**
   * One per user who has received a message: the unread messages over all
   * conversations, changed in the same transactions as the member rows, so the
   * header's count reads one document.
   */
  messageCounters: defineTable({
    userId: v.id("users"),
    unread: v.number(),
  }).index("by_user", ["userId"]),

  /**
   * The team of a completed project, frozen at completion (model/completion.ts):
   * one row per member, the owner included. Reviews and profiles read it.
   */
  projectTeams: defineTable({
    projectId: v.id("projects"),
    userId: v.id("users"),
    role: literals("owner", "member"),
    completedAt: v.number(),
  })
    .index("by_project_and_user", ["projectId", "userId"])
    .index("by_user_and_completedAt", ["userId", "completedAt"]),

  /** One teammate's review of another for one completed project (model/reviews.ts). */
  reviews: defineTable({
    projectId: v.id("projects"),
    authorId: v.id("users"),
    subjectId: v.id("users"),
    /** 1 to 5 stars. */
    rating: v.number(),
    text: v.string(),
    createdAt: v.number(),
    /** The reviewed person's one reply. */
    replyText: v.optional(v.string()),
    repliedAt: v.optional(v.number()),
  })
    .index("by_subject_and_createdAt", ["subjectId", "createdAt"])
    .index("by_project_and_author_and_subject", [
      "projectId",
      "authorId",
      "subjectId",
    ])
    .index("by_project_and_subject", ["projectId", "subjectId"]),

  /**
   * A user's reputation, kept in the same transactions as its inputs
   * (model/reputation.ts): completions, reviews received, and since when they
   * meet the projects-and-ratings half of the Verified rule (`qualifiedAt`).
   * Verified = qualified + email verified (users.emailVerificationTime, kept
   * by Convex Auth's own verification transaction).
   */
  reputations: defineTable({
    userId: v.id("users"),
    completedProjects: v.number(),
    reviewCount: v.number(),
    ratingSum: v.number(),
    /** When they came to meet the projects-and-ratings half; absent while they do not. */
    qualifiedAt: v.optional(v.number()),
  }).index("by_user", ["userId"]),

  /** A user blocking another (model/blocks.ts): at most one row per pair and direction. */
  blocks: defineTable({
    blockerId: v.id("users"),
    blockedId: v.id("users"),
    createdAt: v.number(),
  })
    .index("by_blocker_and_blocked", ["blockerId", "blockedId"])
    .index("by_blocker_and_createdAt", ["blockerId", "createdAt"]),

  /** A report of a project, a profile or a message, for the moderators (model/reports.ts). */
  reports: defineTable({
    reporterId: v.id("users"),
    targetKind: literals(...REPORT_TARGETS),
    /** The reported document's id, as a string (a project, profile or message). */
    targetId: v.string(),
    /** Whose project, profile or message it is. */
    targetUserId: v.id("users"),
    reason: literals(...REPORT_REASONS),
    note: v.string(),
    status: literals(...REPORT_STATUSES),
    createdAt: v.number(),
    resolvedAt: v.optional(v.number()),
    resolvedBy: v.optional(v.id("users")),
  })
    .index("by_status_and_createdAt", ["status", "createdAt"])
    .index("by_reporter_and_target", ["reporterId", "targetId"]),

  /** Moderators granted by the internal `moderation.setOperator` (besides OPERATOR_EMAILS). */
  operators: defineTable({
    userId: v.id("users"),
  }).index("by_user", ["userId"]),
});
