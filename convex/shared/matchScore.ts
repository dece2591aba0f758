/**
 * The match between a builder and a project: one pure function, so the score
 * means the same on a project card, a builder card, a recommendation and an
 * explanation, and tests can check it by hand.
 *
 * A match is for one of the project's roles: the skills, seats and team-fit
 * parts read the role's skills and seats (a role naming no skills asks for
 * the project's own), and the builder's match is their best role.
 *
 * Parts (shared/matching.ts has their maxima):
 * - skills (50): each skill the role wants is weighed, then credited by
 *   the builder's evidence of it. A skill the team (its owner and accepted
 *   members, never the builder scored) already brings
 *   weighs a quarter of one it lacks (complementary, not duplicate).
 *   Credit: held (an alias is the skill itself) 1; implied by a held skill
 *   (PyTorch counts as Python) 0.75; near a held skill (Figma and UI Design)
 *   0.4; none 0.
 * - expertise (15): the builder's fields include the project's category (15),
 *   or some of their skills are that category's work (8: half, rounded).
 * - seats (5): the project recruits and the role has a seat left (for one of
 *   its accepted members: they hold a seat).
 * - teamFit (10): the share of the skills the team still lacks that the
 *   builder brings (credited as above).
 * - timeZone (10): the working hours a day the builder's zone shares with
 *   the team's zones, out of 8 (matchTerms.ts).
 * - commitment (10): the hours a week the builder offers, as a share of
 *   those the project asks (full time is 40), at most all (matchTerms.ts).
 *   Either term unstated by either side: half its points, a neutral reason.
 * Each part is rounded on its own and the score is their sum, so the
 * breakdown always adds up to the score.
 */
import { builderCategories } from "./constants";
import { MATCH_PART_LABELS, MATCH_PART_MAX, MATCH_PARTS } from "./matching";
import type { MatchPart, MatchReasonKind, MatchReasonTone } from "./matching";
import {
  canonicalSkillKey,
  skillCategory,
  skillEvidence,
  SKILL_CATEGORY_PROJECT_CATEGORY,
} from "./skills";
import { matchReasons, type MatchReason } from "./matchReasons";
import type {
  ExpertiseFit,
  MatchBuilder,
  MatchProject,
  MatchRole,
  Perspective,
  WantedSkill,
} from "./matchInputs";
import { commitmentFit, timeZoneFit, type TermFit } from "./matchTerms";
import type {
  ApplicationStatus,
  ProjectCategory,
  ProjectStatus,
} from "./constants";
import type { Commitment } from "./projectTerms";
import { isRecruiting, isRecruitingProject, seatsLeft } from "./recruiting";
import {
  FIRST_ROLE_KEY,
  ownProjectSkills,
  projectRoles,
  roleSeatsLeft,
  roleSkills,
  type ProjectRole,
} from "./roles";
import { teamSkillsWithout, type TeamSkillCount } from "./teamSkills";
import type { ZoneRange } from "./timeZones";

export type {
  ExpertiseFit,
  MatchBuilder,
  MatchProject,
  MatchRole,
  Perspective,
  WantedSkill,
} from "./matchInputs";

export const EVIDENCE_CREDIT = { exact: 1, implied: 0.75, near: 0.4 } as const;
/** How much a wanted skill the team lacks weighs against one it already has. */
export const MISSING_WEIGHT = 2;
export const COVERED_WEIGHT = 0.5;

export type Match = {
  score: number;
  /** The role the match is for (title "" for the unnamed role). */
  role: { key: string; title: string };
  reasons: (MatchReason & { tone: MatchReasonTone })[];
  breakdown: { part: MatchPart; label: string; points: number; max: number }[];
  missingSkills: string[];
};

/** The project's wanted skills with the team's coverage and the builder's evidence. */
export function assessSkills(
  project: Pick<MatchProject, "skills" | "teamSkills">,
  builderSkills: readonly string[],
): WantedSkill[] {
  const team = new Set(project.teamSkills.map(canonicalSkillKey));
  const seen = new Set<string>();
  const wanted: WantedSkill[] = [];
  for (const skill of project.skills) {
    const key = canonicalSkillKey(skill);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    wanted.push({
      skill,
      covered: team.has(key),
      evidence: skillEvidence(builderSkills, skill),
    });
  }
  return wanted;
}

function credit(skill: WantedSkill): number {
  return skill.evidence === null ? 0 : EVIDENCE_CREDIT[skill.evidence.kind];
}

function skillsShare(wanted: readonly WantedSkill[]): number {
  let total = 0;
  let earned = 0;
  for (const skill of wanted) {
    const weight = skill.covered ? COVERED_WEIGHT : MISSING_WEIGHT;
    total += weight;
    earned += weight * credit(skill);
  }
  return total === 0 ? 0 : earned / total;
}

export function expertiseFit(
  project: Pick<MatchProject, "category">,
  builder: MatchBuilder,
): ExpertiseFit {
  if (builderCategories(builder.expertise).includes(project.category)) {
    return "field";
  }
  const skillFields = builder.skills.map((skill) => {
    const category = skillCategory(skill);
    return category === null ? null : SKILL_CATEGORY_PROJECT_CATEGORY[category];
  });
  return skillFields.includes(project.category) ? "skills" : "none";
}

const EXPERTISE_SHARE = { field: 1, skills: 0.5, none: 0 } as const;

function teamFitShare(wanted: readonly WantedSkill[]): number {
  const lacking = wanted.filter((skill) => !skill.covered);
  if (lacking.length === 0) return 0;
  return (
    lacking.reduce((sum, skill) => sum + credit(skill), 0) / lacking.length
  );
}

const DETAIL_TONES = {
  implied: "positive",
  related: "neutral",
  covered: "neutral",
  missing: "negative",
  role: "neutral",
  availability: "neutral",
} as const satisfies Record<
  Exclude<MatchReasonKind, MatchPart>,
  MatchReasonTone
>;

/**
 * A part's reason is positive from half its points up, negative at none,
 * neutral between; the details have a fixed tone.
 */
function toneOf(
  kind: MatchReasonKind,
  parts: ReadonlyMap<string, { points: number; max: number }>,
): MatchReasonTone {
  const part = parts.get(kind);
  if (part === undefined) {
    return DETAIL_TONES[kind as Exclude<MatchReasonKind, MatchPart>];
  }
  if (part.points === 0) return "negative";
  return part.points * 2 >= part.max ? "positive" : "neutral";
}

/** The roles a match may be for, as `scoreMatch` chooses among them. */
export function projectMatchRoles(project: MatchProject): readonly MatchRole[] {
  const roles =
    project.roles !== undefined && project.roles.length > 0
      ? project.roles
      : [
          {
            key: FIRST_ROLE_KEY,
            title: "",
            skills: project.skills,
            seatsLeft: project.seatsLeft,
          },
        ];
  if (project.member === true) {
    const own = roles.find((role) => role.key === project.memberRoleKey);
    return own === undefined ? roles : [own];
  }
  const open = roles.filter((role) => role.seatsLeft > 0);
  return open.length > 0 ? open : roles;
}

/** One role's match: the skills parts from the role's skills, the rest from the project. */
function scoreRole(
  project: MatchProject,
  role: MatchRole,
  builder: MatchBuilder,
  perspective: Perspective,
  terms: { timeZone: TermFit; commitment: TermFit },
): Match {
  const wanted = assessSkills(
    { skills: role.skills, teamSkills: project.teamSkills },
    builder.skills,
  );
  const fit = expertiseFit(project, builder);
  const seat =
    project.member === true || (isRecruiting(project) && role.seatsLeft > 0);
  const shares: Record<MatchPart, number> = {
    skills: skillsShare(wanted),
    expertise: EXPERTISE_SHARE[fit],
    seats: seat ? 1 : 0,
    teamFit: teamFitShare(wanted),
    timeZone: terms.timeZone.share,
    commitment: terms.commitment.share,
  };
  const breakdown = MATCH_PARTS.map((part) => ({
    part,
    label: MATCH_PART_LABELS[part],
    points: Math.round(shares[part] * MATCH_PART_MAX[part]),
    max: MATCH_PART_MAX[part],
  }));
  const points = new Map(breakdown.map((part) => [part.part, part]));
  const multiRole = (project.roles?.length ?? 1) > 1;
  const tones: Partial<Record<MatchReasonKind, MatchReasonTone>> = {
    timeZone: terms.timeZone.tone,
    commitment: terms.commitment.tone,
    availability:
      builder.availability === "not-looking" ? "negative" : "neutral",
  };
  return {
    score: breakdown.reduce((sum, part) => sum + part.points, 0),
    role: { key: role.key, title: role.title },
    reasons: matchReasons({
      project,
      role,
      multiRole,
      builder,
      wanted,
      fit,
      terms,
      perspective,
    }).map((reason) => ({
      ...reason,
      tone: tones[reason.kind] ?? toneOf(reason.kind, points),
    })),
    breakdown,
    missingSkills: wanted
      .filter((skill) => skill.evidence === null)
      .map((skill) => skill.skill),
  };
}

/**
 * The match between a project and a builder: for the builder's best role
 * among those with a seat left (every role when none has; a member's own
 * role when it is known, else their best), the first role winning a tie.
 * `now` (ms) is when time-zone offsets are taken: the web app's clock, the
 * server's query time.
 */
export function scoreMatch(
  project: MatchProject,
  builder: MatchBuilder,
  perspective: Perspective,
  now: number,
): Match {
  const terms = {
    timeZone: timeZoneFit(project, builder, perspective, now),
    commitment: commitmentFit(project, builder, perspective),
  };
  let best: Match | null = null;
  for (const role of projectMatchRoles(project)) {
    const match = scoreRole(project, role, builder, perspective, terms);
    if (best === null || match.score > best.score) best = match;
  }
  return best!;
}

/**
 * What a match needs of a project, as any project-shaped row holds it: its
 * document on the server, its feed listing in the web app. So both score the
 * same fields the same way.
 */
export type MatchSource = {
  category: ProjectCategory;
  skills: readonly string[];
  status: ProjectStatus;
  openPositions: number;
  filledPositions: number;
  /** The team's skills, counted per person (absent on documents not yet migrated). */
  teamSkillCounts?: readonly TeamSkillCount[];
  /** Absent: one unnamed role (shared/roles.ts). */
  roles?: ProjectRole[];
  /** Absent or null: not stated. */
  commitment?: Commitment | null;
  timeZones?: ZoneRange | null;
};

/**
 * The project as matching scores it. `without`: the skills of the builder
 * scored when they are on its team, so their own skills never count as the
 * team's (null: a builder from outside); `memberRoleKey`: that member's role
 * (null when unknown: their match is their best role).
 */
export function toMatchProject(
  project: MatchSource,
  without: readonly string[] | null = null,
  memberRoleKey: string | null = null,
): MatchProject {
  const roles = projectRoles(project);
  const own = ownProjectSkills(project.skills, roles);
  return {
    category: project.category,
    skills: project.skills,
    status: project.status,
    seatsLeft: seatsLeft(project),
    teamSkills: teamSkillsWithout(project.teamSkillCounts ?? [], without),
    member: without !== null,
    roles: roles.map((role) => ({
      key: role.key,
      title: role.title,
      skills: roleSkills(role, own),
      seatsLeft: roleSeatsLeft(role),
    })),
    memberRoleKey,
    commitment: project.commitment ?? null,
    timeZones: project.timeZones ?? null,
  };
}

/**
 * The viewer's match with a project as its card shows it: null without a
 * profile (signed out included), for their own project, and for a project
 * that no longer recruits unless they are on its team (a match is about
 * joining). `viewer` is the viewer's profile: the document on the server,
 * `profiles.me` in the web app; `application` their application's status
 * (accepted: they are on the team); `now` when time zones are compared;
 * `roleKey` the role their application names (absent: the project's first).
 */
export function matchForViewer(
  project: MatchSource & { creatorId: string },
  viewer: (MatchBuilder & { userId: string }) | null,
  application: ApplicationStatus | null,
  now: number,
  roleKey?: string,
): Match | null {
  if (viewer === null || viewer.userId === project.creatorId) return null;
  const onTeam = application === "accepted";
  if (!onTeam && !isRecruitingProject(project)) return null;
  return scoreMatch(
    onTeam
      ? toMatchProject(project, viewer.skills, memberRoleKey(project, roleKey))
      : toMatchProject(project),
    viewer,
    "builder",
    now,
  );
}

/** A member's role: the one their application names, or the project's first. */
export function memberRoleKey(
  project: Pick<MatchSource, "roles" | "openPositions" | "filledPositions">,
  roleKey: string | undefined,
): string | null {
  return roleKey ?? projectRoles(project)[0]?.key ?? null;
}

/**
 * What a project card shows of the viewer's relation besides their
 * application, derived in the web app from the feed row and `profiles.me`
 * (the server's one-call queries give the same, projects.feed.test.ts checks).
 */
export function viewerRelation(
  project: MatchSource & { creatorId: string },
  viewer: (MatchBuilder & { userId: string }) | null,
  application: ApplicationStatus | null,
  now: number,
  roleKey?: string,
): { isOwner: boolean; match: Match | null } {
  return {
    isOwner: viewer !== null && viewer.userId === project.creatorId,
    match: matchForViewer(project, viewer, application, now, roleKey),
  };
}
