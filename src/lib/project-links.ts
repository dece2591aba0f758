import {
  ALL_CATEGORIES,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import { paths } from "@/config/paths";

/** /projects?sort=match lists the viewer's best matches instead of the newest. */
export const SORT_PARAM = "sort";
export const BEST_MATCH_SORT = "match";
/** /projects?skill= (one per skill): the skill filter. */
export const SKILL_PARAM = "skill";
/** /projects/:id?apply=1 opens the apply flow (after accepting an invitation). */
export const APPLY_PARAM = "apply";

/** /projects with filters: the same parameters the page reads back. */
export function projectsHref({
  q = "",
  category = ALL_CATEGORIES,
  skills = [],
  sort,
}: {
  q?: string;
  category?: ProjectCategoryFilter;
  skills?: readonly string[];
  sort?: typeof BEST_MATCH_SORT;
}): string {
  const params = new URLSearchParams();
  if (q !== "") params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  for (const skill of skills) params.append(SKILL_PARAM, skill);
  if (sort !== undefined) params.set(SORT_PARAM, sort);
  const search = params.toString();
  return search === "" ? paths.projects : `${paths.projects}?${search}`;
}

/** The project page with its apply flow open. */
export function projectApplyHref(projectId: string): string {
  return `${paths.project(projectId)}?${APPLY_PARAM}=1`;
}
