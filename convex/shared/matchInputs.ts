/**
 * What a match is computed from (matchScore.ts) and explained with (matchReasons.ts,
 * matchTerms.ts): the project, the builder, whose side the words speak to, and the
 * project's wanted skills with the builder's evidence of each.
 */
import type { ExpertiseId, ProjectCategory, ProjectStatus } from "./constants";
import type { Availability } from "./profileWork";
import type { Commitment } from "./projectTerms";
import type { SkillEvidence } from "./skills";
import type { ZoneRange } from "./timeZones";

/** One of a project's roles as a match scores it. */
export type MatchRole = {
  key: string;
  /** "" for the unnamed role. */
  title: string;
  /** The skills the role asks for (its own, or the project's when it names none). */
  skills: readonly string[];
  seatsLeft: number;
};

export type MatchProject = {
  category: ProjectCategory;
  /** Every skill the project wants (its own and its roles'). */
  skills: readonly string[];
  status: ProjectStatus;
  seatsLeft: number;
  /**
   * The skills the team brings, with what they imply: the owner and the
   * accepted members, less the builder scored when they are one of them.
   */
  teamSkills: readonly string[];
  /** The builder scored is an accepted member: they hold a seat already. */
  member?: boolean;
  /** Absent: one unnamed role asking for `skills` with `seatsLeft` seats. */
  roles?: readonly MatchRole[];
  /** A member's role (absent or unknown: their best role). */
  memberRoleKey?: string | null;
  /** Absent or null: not stated. */
  commitment?: Commitment | null;
  timeZones?: ZoneRange | null;
};

export type MatchBuilder = {
  skills: readonly string[];
  expertise: readonly ExpertiseId[];
  /** Absent or null: not stated. */
  hoursPerWeek?: number | null;
  /** An IANA zone; absent or null: not stated. */
  timeZone?: string | null;
  /** Absent: open to projects. */
  availability?: Availability;
};

/** Whose side the reasons speak to: the builder ("you have") or the owner ("has"). */
export type Perspective = "builder" | "owner";

export type WantedSkill = {
  skill: string;
  /** The accepted team already brings it. */
  covered: boolean;
  evidence: SkillEvidence | null;
};

/** How the builder's fields meet the project's category. */
export type ExpertiseFit = "field" | "skills" | "none";
