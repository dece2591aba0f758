import { useSearchParams } from "react-router-dom";
import {
  ALL_CATEGORIES,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import { SKILL_PARAM } from "@/lib/project-links";
import type { ProjectSort } from "../hooks/use-project-sort";
import { readTermFilters, termFilterArgs } from "../lib/term-filters";
import { ProjectSortSelect } from "./project-sort-select";
import { SaveSearchDialog } from "./save-search-dialog";

/**
 * The signed-in viewer's extras on /projects: the Newest / Best match sort
 * and Save search (the current text, category, `?skill=` and role and terms
 * filters).
 */
export function ProjectsMatchBar({
  search,
  category,
  sort,
  onSortChange,
}: {
  search: string;
  category: ProjectCategoryFilter;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
}) {
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <ProjectSortSelect sort={sort} onSortChange={onSortChange} />
        {sort === "match" && search.trim() !== "" ? (
          <p className="text-xs text-muted-foreground">
            Search results loaded so far, ordered by your match.
          </p>
        ) : null}
      </div>
      <SaveSearchDialog
        filters={{
          text: search.trim(),
          category: category === ALL_CATEGORIES ? undefined : category,
          skills: params.getAll(SKILL_PARAM),
          ...termFilterArgs(readTermFilters(params)),
        }}
      />
    </div>
  );
}
