import type { ProjectCategory } from "@convex/shared/constants";
import type { ProjectFilters } from "@convex/shared/listFilters";
import {
  COMMITMENT_FILTER_LABELS,
  COMPENSATION_LABELS,
  MIN_FILTER_OVERLAP_HOURS,
  STAGE_LABELS,
} from "@convex/shared/projectTerms";
import { projectsHref } from "./project-links";
import { zoneLabel } from "./time-zones";

/** A saved search: the /projects text, category, skills and role and terms filters. */
export type SavedSearchFilters = {
  text: string;
  category?: ProjectCategory;
  skills: readonly string[];
} & ProjectFilters;

/**
 * The role and terms filters in words, in the /projects filters' order and
 * with their labels: Role: designer · Up to 10 h a week · Paid · Stage:
 * Prototype · Overlaps Asia/Tokyo (UTC+9) by 4 hours or more.
 */
function describeTerms(filters: ProjectFilters, now: number): string[] {
  const role = filters.role?.trim() ?? "";
  return [
    role === "" ? null : `Role: ${role}`,
    filters.commitment === undefined
      ? null
      : COMMITMENT_FILTER_LABELS[filters.commitment],
    filters.compensation === undefined
      ? null
      : COMPENSATION_LABELS[filters.compensation],
    filters.stage === undefined
      ? null
      : `Stage: ${STAGE_LABELS[filters.stage]}`,
    filters.overlapWith === undefined
      ? null
      : `Overlaps ${zoneLabel(filters.overlapWith, now)} by ${MIN_FILTER_OVERLAP_HOURS} hours or more`,
  ].filter((part) => part !== null);
}

/**
 * One line for a saved search: “voice” · Design · Python, RAG · Role:
 * designer · Paid. A zone's UTC offset is the one at `now`.
 */
export function describeSavedSearch(
  search: SavedSearchFilters,
  now = Date.now(),
): string {
  const parts = [
    search.text === "" ? null : `“${search.text}”`,
    search.category ?? null,
    search.skills.length === 0 ? null : search.skills.join(", "),
    ...describeTerms(search, now),
  ].filter((part) => part !== null);
  return parts.length === 0 ? "Any project" : parts.join(" · ");
}

/** /projects with the search applied. */
export function savedSearchHref(search: SavedSearchFilters): string {
  return projectsHref({
    q: search.text,
    category: search.category,
    skills: search.skills,
    terms: search,
  });
}
