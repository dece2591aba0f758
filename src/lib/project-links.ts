import {
  ALL_CATEGORIES,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import type { ProjectFilters } from "@convex/shared/listFilters";
import { paths } from "@/config/paths";

/** /projects?sort=match lists the viewer's best matches instead of the newest. */
export const SORT_PARAM = "sort";
export const BEST_MATCH_SORT = "match";
/** /projects?skill= (one per skill): the skill filter. */
export const SKILL_PARAM = "skill";
/** /projects?role=&commitment=&overlap=&compensation=&stage=: each role and terms filter's parameter. */
export const TERM_PARAMS = {
  role: "role",
  commitment: "commitment",
  overlapWith: "overlap",
  compensation: "compensation",
  stage: "stage",
} as const satisfies Record<keyof ProjectFilters, string>;
/** /projects/:id?apply=1 opens the apply flow (after accepting an invitation). */
export const APPLY_PARAM = "apply";

/**
 * /projects with filters: the same parameters the page reads back; `terms`
 * are the role and terms filters (one left out or "" is any).
 */
export function projectsHref({
  q = "",
  category = ALL_CATEGORIES,
  skills = [],
  terms = {},
  sort,
}: {
  q?: string;
  category?: ProjectCategoryFilter;
  skills?: readonly string[];
  terms?: ProjectFilters;
  sort?: typeof BEST_MATCH_SORT;
}): string {
  const params = new URLSearchParams();
  if (q !== "") params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  for (const skill of skills) params.append(SKILL_PARAM, skill);
  for (const [field, name] of Object.entries(TERM_PARAMS)) {
    const value = terms[field as keyof ProjectFilters];
    if (value !== undefined && value !== "") params.set(name, value);
  }
  if (sort !== undefined) params.set(SORT_PARAM, sort);
  const search = params.toString();
  return search === "" ? paths.projects : `${paths.projects}?${search}`;
}

/** The project page with its apply flow open. */
export function projectApplyHref(projectId: string): string {
  return `${paths.project(projectId)}?${APPLY_PARAM}=1`;
}
