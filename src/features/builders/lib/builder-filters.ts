import {
  ALL_CATEGORIES,
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_FILTERS,
  type ProjectCategory,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";

/** The category filter's options, in the spec's order. */
export const BUILDER_CATEGORY_OPTIONS: readonly {
  value: ProjectCategoryFilter;
  label: string;
}[] = [
  { value: ALL_CATEGORIES, label: "All Categories" },
  ...PROJECT_CATEGORIES.map((category: ProjectCategory) => ({
    value: category,
    label: category,
  })),
];

/** A `?category=` value from the URL: any casing of a known filter, else All. */
export function parseCategory(raw: string | null): ProjectCategoryFilter {
  const wanted = raw?.trim().toLowerCase() ?? "";
  return (
    PROJECT_CATEGORY_FILTERS.find((value) => value.toLowerCase() === wanted) ??
    ALL_CATEGORIES
  );
}

/** Builders per page of the grid. */
export const BUILDERS_PAGE_SIZE = 12;

/** Skeleton cards while the first page loads (spec: 6). */
export const BUILDER_SKELETON_COUNT = 6;

/** Skills shown on a card before '+N' (spec: 4). */
export const CARD_SKILLS_MAX = 4;

/** Search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
