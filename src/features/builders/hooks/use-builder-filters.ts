import { useSearchParams } from "react-router-dom";
import {
  ALL_CATEGORIES,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import { parseCategory } from "../lib/builder-filters";

/**
 * Search text, category and skill live in the URL (?q=&category=&skill=), so
 * results can be linked (skill badges link to `?skill=`).
 */
export function useBuilderFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const category = parseCategory(params.get("category"));
  const skill = params.get("skill")?.trim() ?? "";

  const update = (next: {
    q?: string;
    category?: ProjectCategoryFilter;
    skill?: "";
  }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.q !== undefined) {
          if (next.q === "") out.delete("q");
          else out.set("q", next.q);
        }
        if (next.category !== undefined) {
          if (next.category === ALL_CATEGORIES) out.delete("category");
          else out.set("category", next.category);
        }
        if (next.skill !== undefined) out.delete("skill");
        return out;
      },
      { replace: true },
    );

  return {
    search,
    category,
    setSearch: (q: string) => update({ q }),
    setCategory: (value: ProjectCategoryFilter) => update({ category: value }),
    skill,
    clearSkill: () => update({ skill: "" }),
    reset: () => update({ q: "", category: ALL_CATEGORIES, skill: "" }),
    isFiltered: search !== "" || category !== ALL_CATEGORIES || skill !== "",
  };
}
