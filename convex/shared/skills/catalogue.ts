/**
 * The skills catalogue: the skills of the AI builder world, each with its
 * category, the other spellings people type for it, and its relations.
 *
 * - `aliases`: other names of the same skill ("JS" for JavaScript). Matching
 *   treats them as the skill itself: input is normalized to `name` on write.
 * - `implies`: skills this one entails ("PyTorch" implies "Python"): a builder
 *   with this skill counts as having those, for a little less.
 * - `near`: neighbouring skills ("Figma" is near "UI Design"); the relation is
 *   symmetric (declared once, read both ways), and counts for less again.
 *
 * Every name in `implies` and `near` must be a catalogue `name`, and no
 * spelling may name two skills (skills.test.ts checks both). The data lives in
 * one file per category under catalogue/; this module joins them.
 */
import { AI_SKILLS } from "./catalogue/ai";
import { DATA_SKILLS } from "./catalogue/data";
import { DESIGN_SKILLS } from "./catalogue/design";
import { DEVELOPMENT_SKILLS } from "./catalogue/development";
import { DOMAIN_SKILLS } from "./catalogue/domain";
import { INFRASTRUCTURE_SKILLS } from "./catalogue/infrastructure";
import { MARKETING_SKILLS } from "./catalogue/marketing";
import { NOCODE_SKILLS } from "./catalogue/nocode";
import { PRODUCT_SKILLS } from "./catalogue/product";
import type { CatalogueSkill } from "./types";

export type { CatalogueSkill } from "./types";

export const SKILL_CATALOGUE: readonly CatalogueSkill[] = [
  ...AI_SKILLS,
  ...DATA_SKILLS,
  ...DEVELOPMENT_SKILLS,
  ...INFRASTRUCTURE_SKILLS,
  ...DESIGN_SKILLS,
  ...MARKETING_SKILLS,
  ...PRODUCT_SKILLS,
  ...NOCODE_SKILLS,
  ...DOMAIN_SKILLS,
];
