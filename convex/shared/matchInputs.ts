/**
 * What a match is computed from (matchScore.ts) and explained with (matchReasons.ts):
 * the project, the builder, whose side the words speak to, and the project's wanted
 * skills with the builder's evidence of each.
 */
import type { ExpertiseId, ProjectCategory, ProjectStatus } from "./constants";
import type { SkillEvidence } from "./skills";

export type MatchProject = {
  category: ProjectCategory;
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
};

export type MatchBuilder = {
  skills: readonly string[];
  expertise: readonly ExpertiseId[];
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
