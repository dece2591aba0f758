/**
 * The filters of the /projects and /builders lists, as their functions take
 * them and the web app writes them in the URL: one declaration for the zod
 * check (the server parses every call with it) and the Convex validators
 * (derived with `zodToConvexFields`).
 */
import { z } from "zod";
import { availabilitySchema } from "./profileWork";
import {
  COMMITMENT_FILTERS,
  COMPENSATION_KINDS,
  hoursPerWeekSchema,
  stageSchema,
  timeZoneSchema,
} from "./projectTerms";
import { ROLE_LIMITS } from "./roles";
import { singleLineText } from "./text";

/**
 * The words a role title is found by: runs of letters and digits, lower
 * case, two characters or more ("ML engineer" -> "ml", "engineer").
 */
export function roleTitleWords(title: string): string[] {
  const words = title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => Array.from(word).length >= 2))];
}

/** `projects.feed` / `projects.list` filters besides search, category, skill and show. */
export const projectFilterInput = {
  /**
   * Words of an open role's title ("designer", "ML engineer"): a project
   * passes when one role with a seat left has every word of it in its title.
   * Text with no word of two characters or more filters nothing.
   */
  role: singleLineText()
    .trim()
    .max(
      ROLE_LIMITS.titleMaxLength,
      `Role must be at most ${ROLE_LIMITS.titleMaxLength} characters`,
    )
    .optional(),
  /** Projects whose stated commitment passes it (`commitmentMatches`). */
  commitment: z
    .enum(COMMITMENT_FILTERS, "Please choose a commitment from the list")
    .optional(),
  /**
   * An IANA zone: projects whose stated time zones give it at least
   * MIN_FILTER_OVERLAP_HOURS of working-day overlap.
   */
  overlapWith: timeZoneSchema.optional(),
  /** Projects offering this kind of compensation. */
  compensation: z
    .enum(COMPENSATION_KINDS, "Please choose a compensation from the list")
    .optional(),
  /** Projects at this stage. */
  stage: stageSchema.optional(),
};
export const projectFiltersSchema = z.object(projectFilterInput);
export type ProjectFilters = z.output<typeof projectFiltersSchema>;

/** `builders.list` filters besides search, category and skill. */
export const builderFilterInput = {
  /** Builders with this availability (one who never set it counts as "open"). */
  availability: availabilitySchema.optional(),
  /**
   * An IANA zone: builders whose stated time zone overlaps it by at least
   * MIN_FILTER_OVERLAP_HOURS working hours.
   */
  overlapWith: timeZoneSchema.optional(),
  /** Builders who offer at least this many hours a week (1 to 80). */
  minHours: hoursPerWeekSchema.optional(),
};
export const builderFiltersSchema = z.object(builderFilterInput);
export type BuilderFilters = z.output<typeof builderFiltersSchema>;
