import { useSearchParams } from "react-router-dom";
import {
  ALL_CATEGORIES,
  PROJECT_CATEGORY_FILTERS,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";

function isCategoryFilter(
  value: string | null,
): value is ProjectCategoryFilter {
  return (PROJECT_CATEGORY_FILTERS as readonly (string | null)[]).includes(
    value,
  );
}

/**
 * Search text, category and skill live in the URL (?q=&category=&skill=), so
 * results can be linked (skill badges link to `?skill=`).
 */
export function useProjectFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const raw = params.get("category");
  const category: ProjectCategoryFilter = isCategoryFilter(raw)
    ? raw
    : ALL_CATEGORIES;
  const skill = params.get("skill")?.trim() ?? "";

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
    isFiltered: search !== "" || category !== ALL_CATEGORIES || skill !== "",
  };
}
