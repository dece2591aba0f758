import { useSearchParams } from "react-router-dom";
import {
  ALL_CATEGORIES,
  PROJECT_CATEGORY_FILTERS,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import type { ProjectShow } from "@convex/shared/recruiting";

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
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const raw = params.get("category");
  const category: ProjectCategoryFilter = isCategoryFilter(raw)
    ? raw
    : ALL_CATEGORIES;
  const skill = params.get("skill")?.trim() ?? "";
  const show: ProjectShow =
    params.get(SHOW_PARAM) === "all" ? "all" : "recruiting";

  const update = (next: {
    search?: string;
    category?: ProjectCategoryFilter;
  }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const q = next.search ?? search;
        const c = next.category ?? category;
        if (q) out.set("q", q);
        else out.delete("q");
        if (c !== ALL_CATEGORIES) out.set("category", c);
        else out.delete("category");
        return out;
      },
      { replace: true },
    );

  return {
    search,
    category,
    setSearch: (value: string) => update({ search: value }),
    setCategory: (value: ProjectCategoryFilter) => update({ category: value }),
    skill,
    show,
    setShow: (value: ProjectShow) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (value === "all") out.set(SHOW_PARAM, value);
          else out.delete(SHOW_PARAM);
          return out;
        },
        { replace: true },
      ),
    clearSkill: () =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.delete("skill");
          return out;
        },
        { replace: true },
      ),
    reset: () => setParams(new URLSearchParams(), { replace: true }),
    isFiltered:
      search !== "" ||
      category !== ALL_CATEGORIES ||
      skill !== "" ||
      show !== "recruiting",
  };
}
