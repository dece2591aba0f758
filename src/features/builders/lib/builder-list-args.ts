import type { PaginatedQueryArgs } from "convex/react";
import type { api } from "@convex/_generated/api";
import type { ProjectCategoryFilter } from "@convex/shared/constants";
import type { WorkFilters } from "./work-filters";

/** `builders.list`'s arguments, the work filters included (docs/API.md). */
export type BuilderListArgs = PaginatedQueryArgs<typeof api.builders.list>;

/** The page's filters as `builders.list` takes them: a filter set to "any" is left out. */
export function builderListArgs({
  search,
  category,
  skill,
  work,
}: {
  search: string;
  category: ProjectCategoryFilter;
  skill: string;
  work: WorkFilters;
}): BuilderListArgs {
  return {
    search: search.trim() || undefined,
    category,
    skill: skill || undefined,
    availability: work.availability ?? undefined,
    overlapWith: work.overlapWith ?? undefined,
    minHours: work.minHours ?? undefined,
  };
}
