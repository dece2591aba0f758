/**
 * The match between a builder and a project: one pure function, so the score
 * means the same on a project card, a builder card, a recommendation and an
 * explanation, and tests can check it by hand.
 *
 * Parts (shared/matching.ts has their maxima):
 * - skills (60): each skill the project wants is weighed, then credited by
 *   the builder's evidence of it. A skill the team (its owner and accepted
 *   members, never the builder scored) already brings
 *   weighs a quarter of one it lacks (complementary, not duplicate).
 *   Credit: held (an alias is the skill itself) 1; implied by a held skill
 *   (PyTorch counts as Python) 0.75; near a held skill (Figma and UI Design)
 *   0.4; none 0.
 * - expertise (20): the builder's fields include the project's category (20),
 *   or some of their skills are that category's work (10).
 * - seats (10): the project is open with a seat left (for one of its
 *   accepted members: they hold a seat).
 * - teamFit (10): the share of the skills the team still lacks that the
 *   builder brings (credited as above).
 * Each part is rounded on its own and the score is their sum, so the
 * breakdown always adds up to the score.
 */
import { builderCategories } from "./constants";
import { MATCH_PART_LABELS, MATCH_PART_MAX } from "./matching";
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
  Perspective,
  WantedSkill,
} from "./matchInputs";
import type {
  ApplicationStatus,
  ProjectCategory,
  ProjectStatus,
} from "./constants";
import { isRecruiting, isRecruitingProject, seatsLeft } from "./recruiting";
import { teamSkillsWithout, type TeamSkillCount } from "./teamSkills";

export type {
  ExpertiseFit,
  MatchBuilder,
  MatchProject,
  Perspective,
  WantedSkill,
} from "./matchInputs";

export const EVIDENCE_CREDIT = { exact: 1, implied: 0.75, near: 0.4 } as const;
/** How much a wanted skill the team lacks weighs against one it already has. */
export const MISSING_WEIGHT = 2;
export const COVERED_WEIGHT = 0.5;

export type Match = {
  score: number;
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

export function scoreMatch(
  project: MatchProject,
  builder: MatchBuilder,
  perspective: Perspective,
): Match {
  const wanted = assessSkills(project, builder.skills);
  const fit = expertiseFit(project, builder);
  const shares: Record<MatchPart, number> = {
    skills: skillsShare(wanted),
    expertise: EXPERTISE_SHARE[fit],
    seats: project.member === true || isRecruiting(project) ? 1 : 0,
    teamFit: teamFitShare(wanted),
  };
  const breakdown = (Object.keys(shares) as MatchPart[]).map((part) => ({
    part,
    label: MATCH_PART_LABELS[part],
    points: Math.round(shares[part] * MATCH_PART_MAX[part]),
    max: MATCH_PART_MAX[part],
  }));
  const points = new Map(breakdown.map((part) => [part.part, part]));
  return {
    score: breakdown.reduce((sum, part) => sum + part.points, 0),
    reasons: matchReasons({ project, builder, wanted, fit, perspective }).map(
      (reason) => ({ ...reason, tone: toneOf(reason.kind, points) }),
    ),
    breakdown,
    missingSkills: wanted
      .filter((skill) => skill.evidence === null)
      .map((skill) => skill.skill),
  };
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
};

/**
 * The project as matching scores it. `without`: the skills of the builder
 * scored when they are on its team, so their own skills never count as the
 * team's (null: a builder from outside).
 */
export function toMatchProject(
  project: MatchSource,
  without: readonly string[] | null = null,
): MatchProject {
  return {
    category: project.category,
    skills: project.skills,
    status: project.status,
    seatsLeft: seatsLeft(project),
    teamSkills: teamSkillsWithout(project.teamSkillCounts ?? [], without),
    member: without !== null,
  };
}

/**
 * The viewer's match with a project as its card shows it: null without a
 * profile (signed out included), for their own project, and for a project
 * that no longer recruits unless they are on its team (a match is about
 * joining). `viewer` is the viewer's profile: the document on the server,
 * `profiles.me` in the web app; `application` their application's status
 * (accepted: they are on the team).
 */
export function matchForViewer(
  project: MatchSource & { creatorId: string },
  viewer: (MatchBuilder & { userId: string }) | null,
  application: ApplicationStatus | null,
): Match | null {
  if (viewer === null || viewer.userId === project.creatorId) return null;
  const onTeam = application === "accepted";
  if (!onTeam && !isRecruitingProject(project)) return null;
  return scoreMatch(
    toMatchProject(project, onTeam ? viewer.skills : null),
    viewer,
    "builder",
  );
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
): { isOwner: boolean; match: Match | null } {
  return {
    isOwner: viewer !== null && viewer.userId === project.creatorId,
    match: matchForViewer(project, viewer, application),
  };
}
