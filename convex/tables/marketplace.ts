/** The marketplace: profiles, projects (and their titles), applications, invites, saved searches, the skill indexes and owners' response records. */
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import {
  APPLICATION_STATUSES,
  EXPERTISE_IDS,
  INVITE_STATUSES,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
} from "../shared/constants";
import { vProfileLinks } from "../shared/profileLinks";
import { AVAILABILITIES } from "../shared/profileWork";
import { vProjectRole } from "../shared/roles";
import {
  vCommitment,
  vCompensation,
  vDuration,
  vProjectFilterFields,
  vStage,
  vZoneRange,
} from "../shared/termValidators";
import { CLOSURE_CAUSES } from "../shared/recruiting";
import { vTeamSkillCount } from "../shared/teamSkills";
import { vApplicationAttachment } from "../shared/attachments";

export const marketplaceTables = {
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
    /** The profile photo (model/pictures.ts; its `files` row has purpose "photo"). */
    photoId: v.optional(v.id("_storage")),
    /** Never written by the app and read by nothing: the photo is `photoId`. */
    avatarUrl: v.optional(v.string()),
    /** Ways to reach them besides messages (https URLs; profiles.updateLinks). */
    links: v.optional(vProfileLinks),
    /** Absent: never set, which counts as "open" (shared/profileWork.ts). */
    availability: v.optional(literals(...AVAILABILITIES)),
    hoursPerWeek: v.optional(v.number()),
    /** IANA name. */
    timeZone: v.optional(v.string()),
  })
    .index("by_user", ["userId"])
    .index("by_username", ["username"])
    /** The /builders availability filter, newest first (by _creationTime). */
    .index("by_availability", ["availability"]),
  /** A builder's portfolio: at most 12 items, in `position` order (model/portfolio.ts). */
  portfolioItems: defineTable({
    profileId: v.id("profiles"),
    userId: v.id("users"),
    title: v.string(),
    summary: v.string(),
    url: v.optional(v.string()),
    /** The item's image (model/pictures.ts; its `files` row has purpose "portfolio"). */
    imageId: v.optional(v.id("_storage")),
    position: v.number(),
  })
    .index("by_profile_and_position", ["profileId", "position"])
    .index("by_user", ["userId"]),
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
    /** Seats offered in total: the sum of the roles' seats. */
    openPositions: v.number(),
    /** Seats taken by accepted applications (the roles' filled seats summed); never above openPositions. */
    filledPositions: v.number(),
    /**
     * The seats, per role (shared/roles.ts). Absent on a project written
     * before roles: it has one unnamed role (`projectRoles`).
     */
    roles: v.optional(v.array(vProjectRole)),
    /** The terms (shared/projectTerms.ts); each absent when not stated. */
    commitment: v.optional(vCommitment),
    timeZones: v.optional(vZoneRange),
    remoteOk: v.optional(v.boolean()),
    compensation: v.optional(vCompensation),
    stage: v.optional(vStage),
    duration: v.optional(vDuration),
    creatorId: v.id("users"),
    status: literals(...PROJECT_STATUSES),
    /** Creation time in ms: now for users, backdated for demo data. Lists sort on it. */
    createdAt: v.number(),
    updatedAt: v.number(),
    /**
     * The skills the team (the owner and the accepted members) brings, with
     * what they imply, each with how many of them bring it
     * (shared/teamSkills.ts): what matching counts as covered. Kept in the
     * transactions that change the team or a member's skills (model/team.ts).
     */
    teamSkillCounts: v.optional(v.array(vTeamSkillCount)),
    /** Written before `teamSkillCounts` (members only); `migrations:recruiting` removes it. */
    teamSkills: v.optional(v.array(v.string())),
    /** When the owner marked it completed (status "completed"); reviews run from here. */
    completedAt: v.optional(v.number()),
    /** The cover image (model/pictures.ts; its `files` row has purpose "cover"). */
    coverId: v.optional(v.id("_storage")),
  })
    .index("by_createdAt", ["createdAt"])
    .index("by_category_and_createdAt", ["category", "createdAt"])
    /** Status "open" is exactly the recruiting projects (a seat left: model/projects.ts). */
    .index("by_status_and_createdAt", ["status", "createdAt"])
    .index("by_status_and_category_and_createdAt", [
      "status",
      "category",
      "createdAt",
    ])
    .index("by_creator_and_createdAt", ["creatorId", "createdAt"]),
  /**
   * A project's title, apart from its seats and status: every accept patches
   * the project document, and Convex re-runs each query that read it, so lists
   * that only name a project (notifications, dashboard activity) read this row
   * instead and do not re-run when a seat is taken. Written with the title
   * (model/projectTitles.ts).
   */
  projectTitles: defineTable({
    projectId: v.id("projects"),
    title: v.string(),
  }).index("by_project", ["projectId"]),
  /** A builder's request to join a project. */
  applications: defineTable({
    projectId: v.id("projects"),
    applicantId: v.id("users"),
    message: v.string(),
    /** The role applied for (a key of the project's roles); absent: the project's first role. */
    roleKey: v.optional(v.string()),
    /** A portfolio item or a link the applicant attached. */
    attachment: v.optional(vApplicationAttachment),
    status: literals(...APPLICATION_STATUSES),
    createdAt: v.number(),
    /** When it left `pending` (accepted, rejected, withdrawn or expired). */
    decidedAt: v.optional(v.number()),
    /**
     * Set when it was closed as not selected without the owner's answer,
     * because the project stopped recruiting (model/applicationClosure.ts).
     */
    closedBecause: v.optional(literals(...CLOSURE_CAUSES)),
    /**
     * The response clock (model/applicationClock.ts): the scheduled reminder
     * and expiry, cancelled when the application leaves `pending`.
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
    .index("by_project_and_invitee", ["projectId", "inviteeId"])
    /** An owner's invitations by status (account deletion cancels the pending ones). */
    .index("by_inviter_and_status", ["inviterId", "status"]),
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
    /** The /projects role and terms filters; a project must pass each set. */
    ...vProjectFilterFields,
    /** Read by nothing: every search means projects that recruit; rows saved with it keep it. */
    openOnly: v.optional(v.boolean()),
    anchor: v.string(),
    createdAt: v.number(),
  })
    .index("by_user_and_createdAt", ["userId", "createdAt"])
    .index("by_anchor", ["anchor"]),
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
    .index("by_skill_and_open_and_category_and_createdAt", [
      "skill",
      "open",
      "category",
      "createdAt",
    ])
    .index("by_skill_and_category_and_createdAt", [
      "skill",
      "category",
      "createdAt",
    ]),
  /**
   * One row per (project, facet) for the /projects filters that an index
   * serves: "role:<word of an open role's title>", "stage:<stage>",
   * "compensation:<kind>", "commitment:<filter>" (model/projectFacets.ts keeps
   * them in step with the project in the same transaction).
   */
  projectFacets: defineTable({
    projectId: v.id("projects"),
    facet: v.string(),
    /** The project recruits (open with a seat left). */
    open: v.boolean(),
    createdAt: v.number(),
  })
    .index("by_project", ["projectId"])
    .index("by_facet_and_createdAt", ["facet", "createdAt"])
    .index("by_facet_and_open_and_createdAt", ["facet", "open", "createdAt"]),
  /** One row per (profile, skill key): who has a skill (model/skillIndex.ts). */
  profileSkills: defineTable({
    profileId: v.id("profiles"),
    userId: v.id("users"),
    /** skillKey() of a canonical skill name. */
    skill: v.string(),
  })
    .index("by_profile", ["profileId"])
    .index("by_skill", ["skill"]),
};
