import {
  ALL_CATEGORIES,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import { useUrlParams } from "@/hooks/use-url-params";
import { parseCategory } from "../lib/builder-filters";
import {
  hasWorkFilters,
  NO_WORK_FILTERS,
  parseAvailability,
  parseMinHours,
  parseOverlapZone,
  type WorkFilters,
} from "../lib/work-filters";

/** Each work filter's URL parameter. */
const WORK_PARAMS = {
  availability: "availability",
  overlapWith: "overlap",
  minHours: "hours",
} as const satisfies Record<keyof WorkFilters, string>;

/**
 * Search text, category, skill and the work filters live in the URL
 * (?q=&category=&skill=&availability=&overlap=&hours=), so results can be
 * linked (skill badges link to `?skill=`).
 */
export function useBuilderFilters() {
  const [params, write] = useUrlParams();
  const search = params.get("q") ?? "";
  const category = parseCategory(params.get("category"));
  const skill = params.get("skill")?.trim() ?? "";
  const work: WorkFilters = {
    availability: parseAvailability(params.get(WORK_PARAMS.availability)),
    overlapWith: parseOverlapZone(params.get(WORK_PARAMS.overlapWith)),
    minHours: parseMinHours(params.get(WORK_PARAMS.minHours)),
  };

  const update = (next: {
    q?: string;
    category?: ProjectCategoryFilter;
    skill?: "";
    work?: Partial<WorkFilters>;
  }) =>
    write((current) => {
      if (next.q !== undefined) {
        if (next.q === "") current.delete("q");
        else current.set("q", next.q);
      }
      if (next.category !== undefined) {
        if (next.category === ALL_CATEGORIES) current.delete("category");
        else current.set("category", next.category);
      }
      if (next.skill !== undefined) current.delete("skill");
      for (const [key, value] of Object.entries(next.work ?? {})) {
        const param = WORK_PARAMS[key as keyof WorkFilters];
        if (value === null) current.delete(param);
        else current.set(param, String(value));
      }
      return current;
    });

  return {
    search,
    category,
    setSearch: (q: string) => update({ q }),
    setCategory: (value: ProjectCategoryFilter) => update({ category: value }),
    skill,
    clearSkill: () => update({ skill: "" }),
    work,
    setWork: (value: Partial<WorkFilters>) => update({ work: value }),
    reset: () =>
      update({
        q: "",
        category: ALL_CATEGORIES,
        skill: "",
        work: NO_WORK_FILTERS,
      }),
    isFiltered:
      search !== "" ||
      category !== ALL_CATEGORIES ||
      skill !== "" ||
      hasWorkFilters(work),
  };
}
