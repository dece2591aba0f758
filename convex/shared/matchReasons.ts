/**
 * The plain words behind a match score: one reason per part of the
 * breakdown (skills, expertise, seats, team fit, time zone, commitment),
 * plus the details that explain the skills part (implied, related, covered,
 * missing), the role the match is for when the project has more than one,
 * and, for the owner, a builder's availability when it is not "open". Each
 * reason speaks to whoever reads it: the builder ("You have ...") or the
 * project's owner ("Has ...").
 */
import type { ProjectCategory } from "./constants";
import type { MatchReasonKind } from "./matching";
import { projectPhase, type EndedPhase } from "./recruiting";
import {
  skillCategory,
  SKILL_CATEGORY_ROLE,
  type SkillCategory,
} from "./skills";
import type {
  ExpertiseFit,
  MatchBuilder,
  MatchProject,
  MatchRole,
  Perspective,
  WantedSkill,
} from "./matchInputs";
import type { TermFit } from "./matchTerms";
import type { Availability } from "./profileWork";
import { roleLabel } from "./roles";

export type MatchReason = { kind: MatchReasonKind; text: string };

const CATEGORY_LABEL = {
  Development: "Development",
  Design: "Design",
  Marketing: "Marketing",
  NoCode: "No-Code",
  Other: "Other",
} as const satisfies Record<ProjectCategory, string>;

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function list(skills: readonly string[]): string {
  return skills.join(", ");
}

/** The words that change with the reader: the builder, or the project's owner. */
type Words = {
  have: string;
  they: string;
  your: string;
  asks: string;
  theTeam: string;
  teamLacks: string;
  bring: string;
  wouldBring: string;
  haveSeat: string;
  role: string;
};

const WORDS = {
  builder: {
    have: "You have",
    they: "you",
    your: "Your",
    asks: "it asks for",
    theTeam: "The team",
    teamLacks: "the team lacks",
    bring: "You bring",
    wouldBring: "You would bring",
    haveSeat: "You have a seat on the team",
    role: "Your role",
  },
  owner: {
    have: "Has",
    they: "they",
    your: "Their",
    asks: "you ask for",
    theTeam: "Your team",
    teamLacks: "your team lacks",
    bring: "Brings",
    wouldBring: "Would bring",
    haveSeat: "Has a seat on your team",
    role: "Their role",
  },
} as const satisfies Record<Perspective, Words>;

function skillsReason(wanted: readonly WantedSkill[], w: Words): string {
  if (wanted.length === 0) return "The project lists no skills to match";
  const held = wanted.filter(
    (skill) => skill.evidence !== null && skill.evidence.kind !== "near",
  );
  if (held.length === 0) {
    return `${w.have} none of the ${plural(wanted.length, "skill")} ${w.asks}`;
  }
  return `${w.have} ${held.length} of the ${plural(wanted.length, "skill")} ${w.asks}: ${list(held.map((s) => s.skill))}`;
}

function expertiseReason(
  fit: ExpertiseFit,
  category: ProjectCategory,
  w: Words,
): string {
  const label = CATEGORY_LABEL[category];
  if (fit === "field") return `${w.your} expertise fits this ${label} project`;
  if (fit === "skills") {
    return `${w.your} expertise is elsewhere, but some skills are ${label} work`;
  }
  return `${w.your} expertise is outside ${label}`;
}

const ENDED_SEATS_REASON = {
  full: "The team is full",
  closed: "The project is closed",
  completed: "The project is completed",
} as const satisfies Record<EndedPhase, string>;

/** Seats left: the project's, or the role's when the project has more than one. */
function seatsReason(
  project: MatchProject,
  role: MatchRole,
  multiRole: boolean,
  w: Words,
): string {
  if (project.member === true) return w.haveSeat;
  const phase = projectPhase(project);
  if (phase !== "recruiting") return ENDED_SEATS_REASON[phase];
  return multiRole
    ? `${roleLabel(role)}: ${plural(role.seatsLeft, "seat")} left`
    : `${plural(project.seatsLeft, "seat")} left`;
}

/** The owner's word on a builder who is not open to projects; null when they are. */
const AVAILABILITY_REASON = {
  open: null,
  busy: "Busy at the moment",
  "not-looking": "Not looking for projects",
} as const satisfies Record<Availability, string | null>;

/** Categories of lacking skills the builder brings that nobody on the team covers. */
function firstOfKind(
  wanted: readonly WantedSkill[],
  teamSkills: readonly string[],
): SkillCategory[] {
  const teamKinds = new Set(teamSkills.map(skillCategory));
  const kinds = new Set<SkillCategory>();
  for (const skill of wanted) {
    if (skill.covered || skill.evidence === null) continue;
    if (skill.evidence.kind === "near") continue;
    const kind = skillCategory(skill.skill);
    if (kind !== null && !teamKinds.has(kind)) kinds.add(kind);
  }
  return [...kinds];
}

function teamFitReason(
  wanted: readonly WantedSkill[],
  teamSkills: readonly string[],
  w: Words,
): string {
  if (wanted.length === 0) return "The project lists no skills to match";
  const lacking = wanted.filter((skill) => !skill.covered);
  if (lacking.length === 0) {
    return "The team already has every skill the project asks for";
  }
  const firsts = firstOfKind(wanted, teamSkills);
  if (firsts.length > 0) {
    const role = SKILL_CATEGORY_ROLE[firsts[0]!];
    return `The team has no ${role} yet: ${w.they} would be the first`;
  }
  const brings = lacking.filter((skill) => skill.evidence !== null);
  if (brings.length === 0) {
    return `${w.bring} none of the skills ${w.teamLacks}`;
  }
  return `${w.wouldBring} ${brings.length} of the ${plural(lacking.length, "skill")} ${w.teamLacks}: ${list(brings.map((s) => s.skill))}`;
}

export function matchReasons(input: {
  project: MatchProject;
  /** The role scored, and whether the project has others to choose from. */
  role: MatchRole;
  multiRole: boolean;
  builder: MatchBuilder;
  wanted: readonly WantedSkill[];
  fit: ExpertiseFit;
  terms: { timeZone: TermFit; commitment: TermFit };
  perspective: Perspective;
}): MatchReason[] {
  const { project, role, wanted, fit } = input;
  const w = WORDS[input.perspective];
  const reasons: MatchReason[] = [];
  if (input.multiRole) {
    reasons.push({
      kind: "role",
      text: `${project.member === true ? w.role : "Best fit"}: ${roleLabel(role)}`,
    });
  }
  reasons.push({ kind: "skills", text: skillsReason(wanted, w) });
  for (const skill of wanted) {
    if (skill.evidence?.kind === "implied") {
      reasons.push({
        kind: "implied",
        text: `${skill.evidence.via} counts as ${skill.skill}`,
      });
    } else if (skill.evidence?.kind === "near") {
      reasons.push({
        kind: "related",
        text: `${skill.evidence.via} is close to ${skill.skill}: it counts for part`,
      });
    }
  }
  const covered = wanted.filter(
    (skill) => skill.covered && skill.evidence !== null,
  );
  if (covered.length > 0) {
    reasons.push({
      kind: "covered",
      text: `${w.theTeam} already has ${list(covered.map((s) => s.skill))}: ${covered.length === 1 ? "it counts" : "they count"} for less`,
    });
  }
  const missing = wanted.filter((skill) => skill.evidence === null);
  if (missing.length > 0) {
    reasons.push({
      kind: "missing",
      text: `Missing: ${list(missing.map((s) => s.skill))}`,
    });
  }
  reasons.push({
    kind: "expertise",
    text: expertiseReason(fit, project.category, w),
  });
  reasons.push({
    kind: "seats",
    text: seatsReason(project, role, input.multiRole, w),
  });
  reasons.push({
    kind: "teamFit",
    text: teamFitReason(wanted, project.teamSkills, w),
  });
  reasons.push({ kind: "timeZone", text: input.terms.timeZone.text });
  reasons.push({ kind: "commitment", text: input.terms.commitment.text });
  const availability =
    AVAILABILITY_REASON[input.builder.availability ?? "open"];
  if (input.perspective === "owner" && availability !== null) {
    reasons.push({ kind: "availability", text: availability });
  }
  return reasons;
}
