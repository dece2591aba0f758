import {
  ALL_CATEGORIES,
  PROJECT_CATEGORY_FILTERS,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import type { ProjectShow } from "@convex/shared/recruiting";
import { useUrlParams } from "@/hooks/use-url-params";

/** `?show=all`: full, closed and completed projects too. */
const SHOW_PARAM = "show";

function isCategoryFilter(
  value: string | null,
): value is ProjectCategoryFilter {
  return (PROJECT_CATEGORY_FILTERS as readonly (string | null)[]).includes(
    value,
  );
}

/**
 * Search text, category, skill and which projects to show live in the URL
 * (?q=&category=&skill=&show=all), so results can be linked (skill badges
 * link to `?skill=`). Recruiting projects only unless `show=all`.
 */
export function useProjectFilters() {
  const [params, write] = useUrlParams();
  const search = params.get("q") ?? "";
  const raw = params.get("category");
  const category: ProjectCategoryFilter = isCategoryFilter(raw)
    ? raw
    : ALL_CATEGORIES;
  const skill = params.get("skill")?.trim() ?? "";
  const show: ProjectShow =
    params.get(SHOW_PARAM) === "all" ? "all" : "recruiting";

  return {
    search,
    category,
    setSearch: (value: string) =>
      write((current) => {
        if (value) current.set("q", value);
        else current.delete("q");
        return current;
      }),
    setCategory: (value: ProjectCategoryFilter) =>
      write((current) => {
        if (value !== ALL_CATEGORIES) current.set("category", value);
        else current.delete("category");
        return current;
      }),
    skill,
    show,
    setShow: (value: ProjectShow) =>
      write((current) => {
        if (value === "all") current.set(SHOW_PARAM, value);
        else current.delete(SHOW_PARAM);
        return current;
      }),
    clearSkill: () =>
      write((current) => {
        current.delete("skill");
        return current;
      }),
    reset: () => write(() => new URLSearchParams()),
    isFiltered:
      search !== "" ||
      category !== ALL_CATEGORIES ||
      skill !== "" ||
      show !== "recruiting",
  };
}
