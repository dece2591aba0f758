/** `v` validators for the public API's arguments and return shapes. */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { zodOutputToConvex } from "convex-helpers/server/zod4";
import {
  APPLICATION_STATUSES,
  EXPERTISE_IDS,
  INVITE_STATUSES,
  NOTIFICATION_KINDS,
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_FILTERS,
  PROJECT_STATUSES,
} from "../shared/constants";
import {
  MATCH_PARTS,
  MATCH_REASON_KINDS,
  MATCH_REASON_TONES,
} from "../shared/matching";
import { vProfileLinks } from "../shared/profileLinks";
import { CLOSURE_CAUSES, PROJECT_SHOW_OPTIONS } from "../shared/recruiting";
import { signUpProfileSchema } from "../shared/schemas";
import { vTeamSkillCount } from "../shared/teamSkills";
import { AVAILABILITIES } from "../shared/profileWork";
import { vProjectRole } from "../shared/roles";
import {
  vCommitment,
  vCompensation,
  vDuration,
  vStage,
  vZoneRange,
} from "../shared/termValidators";

export const vProjectCategory = literals(...PROJECT_CATEGORIES);
export const vProjectCategoryFilter = literals(...PROJECT_CATEGORY_FILTERS);
export const vProjectStatus = literals(...PROJECT_STATUSES);
export const vProjectShow = literals(...PROJECT_SHOW_OPTIONS);
export const vApplicationStatus = literals(...APPLICATION_STATUSES);
export const vExpertiseId = literals(...EXPERTISE_IDS);

/**
 * A new account's profile fields as `signUpProfileSchema` parses them (email
 * normalized, defaults filled in), as sign-up and the seed hand them to a
 * mutation.
 */
export const vSignUpProfile = zodOutputToConvex(signUpProfileSchema);

export const vMatch = v.object({
  /** 0 to 100: the sum of the breakdown's points. */
  score: v.number(),
  /** The project's role the match is for: the builder's best (title "" for the unnamed role). */
  role: v.object({ key: v.string(), title: v.string() }),
  reasons: v.array(
    v.object({
      kind: literals(...MATCH_REASON_KINDS),
      tone: literals(...MATCH_REASON_TONES),
      text: v.string(),
    }),
  ),
  breakdown: v.array(
    v.object({
      part: literals(...MATCH_PARTS),
      label: v.string(),
      points: v.number(),
      max: v.number(),
    }),
  ),
  /** Wanted skills the builder has no evidence of. */
  missingSkills: v.array(v.string()),
});

/** A match with the project it was scored against (builder cards, for the project's owner). */
export const vProjectMatch = v.object({
  ...vMatch.fields,
  project: v.object({ _id: v.id("projects"), title: v.string() }),
});

export const vCreatorSummary = v.object({
  id: v.id("users"),
  name: v.string(),
  avatarUrl: v.union(v.string(), v.null()),
});

/** A project as every viewer sees it on a card (`projects.feed`). */
const projectListingFields = {
  _id: v.id("projects"),
  _creationTime: v.number(),
  title: v.string(),
  description: v.string(),
  category: vProjectCategory,
  skills: v.array(v.string()),
  openPositions: v.number(),
  filledPositions: v.number(),
  seatsLeft: v.number(),
  status: vProjectStatus,
  /**
   * The team's skills, counted per person (public: `matching.skillCoverage`
   * shows the team's coverage to anyone), so a listing holds every input of a
   * viewer's match, a member's own included (shared/teamSkills.ts).
   */
  teamSkillCounts: v.array(vTeamSkillCount),
  creatorId: v.id("users"),
  creator: vCreatorSummary,
  /** The cover image's URL; null without one. */
  coverUrl: v.union(v.string(), v.null()),
  /** The seats per role (shared/roles.ts); one unnamed role when the project names none. */
  roles: v.array(vProjectRole),
  /** The terms (shared/projectTerms.ts); null when not stated. */
  commitment: v.union(vCommitment, v.null()),
  timeZones: v.union(vZoneRange, v.null()),
  remoteOk: v.union(v.boolean(), v.null()),
  compensation: v.union(vCompensation, v.null()),
  stage: v.union(vStage, v.null()),
  duration: v.union(vDuration, v.null()),
  createdAt: v.number(),
  updatedAt: v.number(),
};

/** The viewer's application to a project, if any (null when signed out). */
const vViewerApplicationStatus = v.union(vApplicationStatus, v.null());

export const vProjectListing = v.object(projectListingFields);
/** `projects.viewerStates`: the one per-viewer part the web app cannot derive. */
export const vViewerProjectState = v.object({
  projectId: v.id("projects"),
  viewerApplicationStatus: vViewerApplicationStatus,
  /** The role the viewer applied for, when their application names one (a member's match is for it). */
  viewerRoleKey: v.optional(v.string()),
});
/** A listing with the viewer's relation: the one-call shape (`list`, `get`, ...). */
export const vProjectSummary = v.object({
  ...projectListingFields,
  /** The viewer created this project (false when signed out). */
  isOwner: v.boolean(),
  viewerApplicationStatus: vViewerApplicationStatus,
  /** The viewer's match with it; null when signed out, for their own project, or without a profile. */
  match: v.union(vMatch, v.null()),
});

/** The role an application is for; `title` is "" for the unnamed role (or a role the project no longer has). */
export const vApplicationRole = v.object({
  key: v.string(),
  title: v.string(),
});

/**
 * An application's attachment as lists show it: a link, or the applicant's
 * portfolio item as it is now; null when none was attached or the item was
 * deleted since.
 */
export const vAttachmentView = v.union(
  v.null(),
  v.object({ kind: v.literal("link"), url: v.string() }),
  v.object({
    kind: v.literal("portfolio"),
    title: v.string(),
    url: v.union(v.string(), v.null()),
    imageUrl: v.union(v.string(), v.null()),
  }),
);
export type AttachmentView = Infer<typeof vAttachmentView>;

/** What both lists of applications show of the application itself. */
const applicationRowFields = {
  _id: v.id("applications"),
  status: vApplicationStatus,
  /** The applicant's note; null when they wrote none. */
  message: v.union(v.string(), v.null()),
  /** Closed as not selected because the project stopped recruiting, or the role filled: why. */
  closedBecause: v.union(literals(...CLOSURE_CAUSES), v.null()),
  createdAt: v.number(),
  decidedAt: v.union(v.number(), v.null()),
  role: vApplicationRole,
  attachment: vAttachmentView,
};

export const vMyApplication = v.object({
  ...applicationRowFields,
  project: v.object({
    _id: v.id("projects"),
    title: v.string(),
    category: vProjectCategory,
    status: vProjectStatus,
    creator: vCreatorSummary,
  }),
});

export const vApplicantSummary = v.object({
  id: v.id("users"),
  profileId: v.union(v.id("profiles"), v.null()),
  name: v.string(),
  username: v.union(v.string(), v.null()),
  role: v.string(),
  avatarUrl: v.union(v.string(), v.null()),
  skills: v.array(v.string()),
});

export const vProjectApplication = v.object({
  ...applicationRowFields,
  applicant: vApplicantSummary,
});

/** An owner's response record (shared/responseClock.ts OwnerResponse). */
export const vOwnerResponse = v.object({
  closed: v.number(),
  ratePercent: v.union(v.number(), v.null()),
  averageAnswerMs: v.union(v.number(), v.null()),
});

export const vViewerProfile = v.object({
  _id: v.id("profiles"),
  userId: v.id("users"),
  email: v.union(v.string(), v.null()),
  name: v.string(),
  username: v.string(),
  role: v.string(),
  bio: v.string(),
  skills: v.array(v.string()),
  expertise: v.array(vExpertiseId),
  avatarUrl: v.union(v.string(), v.null()),
  /** "open" when never set (shared/profileWork.ts). */
  availability: literals(...AVAILABILITIES),
  hoursPerWeek: v.union(v.number(), v.null()),
  /** IANA name; null when not set. */
  timeZone: v.union(v.string(), v.null()),
});

export const vPublicProfile = v.object({
  _id: v.id("profiles"),
  _creationTime: v.number(),
  userId: v.id("users"),
  name: v.string(),
  username: v.string(),
  role: v.string(),
  bio: v.string(),
  skills: v.array(v.string()),
  expertise: v.array(vExpertiseId),
  categories: v.array(vProjectCategory),
  avatarUrl: v.union(v.string(), v.null()),
  links: vProfileLinks,
  /** "open" when never set (shared/profileWork.ts). */
  availability: literals(...AVAILABILITIES),
  hoursPerWeek: v.union(v.number(), v.null()),
  /** IANA name; null when not set. */
  timeZone: v.union(v.string(), v.null()),
});

export const vInviteStatus = literals(...INVITE_STATUSES);
export const vNotificationKind = literals(...NOTIFICATION_KINDS);

/** `stats.pulse`: the home page's live counts (model/siteStats.ts). */
export const vSitePulse = v.object({
  /** Seats left on open projects. */
  openSeats: v.number(),
  /** Profiles (one per account). */
  builders: v.number(),
  /** Projects created on the day asked for and the six before (UTC). */
  projectsThisWeek: v.number(),
});

/** `matching.skillCoverage`: a wanted skill, and whether the accepted team brings it. */
export const vSkillCoverage = v.object({
  skill: v.string(),
  covered: v.boolean(),
});
/** `matching.teamGaps`: a wanted skill's coverage with who brings it. */
export const vTeamGap = v.object({
  ...vSkillCoverage.fields,
  /** Names of the members who bring it (directly or by a skill that implies it); [] for those who may not see them. */
  coveredBy: v.array(v.string()),
});

/**
 * What an authenticated download's access check answers (model/authedDownload.ts
 * serves it): the stored file and its name, or the HTTP status to refuse with.
 */
export const vDownloadAccess = <const S extends [number, ...number[]]>(
  ...refusals: S
) =>
  v.union(
    v.object({
      ok: v.literal(true),
      storageId: v.id("_storage"),
      fileName: v.string(),
    }),
    v.object({ ok: v.literal(false), status: literals(...refusals) }),
  );
