/**
 * Skill categories: what kind of work a skill is. They say who a team lacks
 * ("no designer yet") and tie skills to project categories.
 */
import type { ProjectCategory } from "../constants";

export const SKILL_CATEGORIES = [
  "AI",
  "Development",
  "Data",
  "Design",
  "Marketing",
  "NoCode",
  "Product",
  /** Knowledge of a field (healthcare, finance, law) rather than a craft. */
  "Domain",
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** The person who brings skills of a category, for reasons ("no designer yet"). */
export const SKILL_CATEGORY_ROLE = {
  AI: "AI engineer",
  Development: "developer",
  Data: "data specialist",
  Design: "designer",
  Marketing: "marketer",
  NoCode: "no-code builder",
  Product: "product person",
  Domain: "domain expert",
} as const satisfies Record<SkillCategory, string>;

/** The project category a skill category's work belongs to. */
export const SKILL_CATEGORY_PROJECT_CATEGORY = {
  AI: "Development",
  Development: "Development",
  Data: "Development",
  Design: "Design",
  Marketing: "Marketing",
  NoCode: "NoCode",
  Product: "Other",
  Domain: "Other",
} as const satisfies Record<SkillCategory, ProjectCategory>;
