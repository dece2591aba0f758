import { RotateCcw } from "lucide-react";
import { useId } from "react";
import type { ProjectCategoryFilter } from "@convex/shared/constants";
import { Button } from "@/components/ui/button";
import type { WorkFilters } from "../lib/work-filters";
import { CategoryFilter } from "./category-filter";
import { WorkFilterFields } from "./work-filter-fields";

/** The filter sidebar's content (also inside the mobile sheet): categories, then the work filters. */
export function BuilderFiltersPanel({
  category,
  onCategoryChange,
  work,
  onWorkChange,
  onReset,
  canReset,
}: {
  category: ProjectCategoryFilter;
  onCategoryChange: (value: ProjectCategoryFilter) => void;
  work: WorkFilters;
  onWorkChange: (next: Partial<WorkFilters>) => void;
  onReset: () => void;
  canReset: boolean;
}) {
  const categoriesId = useId();
  const workId = useId();
  const heading =
    "px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase";
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-labelledby={categoriesId}
        className="flex flex-col gap-3"
      >
        <h2 id={categoriesId} className={heading}>
          Categories
        </h2>
        <CategoryFilter value={category} onChange={onCategoryChange} />
      </div>
      <div
        role="group"
        aria-labelledby={workId}
        className="mt-2 flex flex-col gap-3"
      >
        <h2 id={workId} className={heading}>
          Work
        </h2>
        <WorkFilterFields value={work} onChange={onWorkChange} />
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onReset}
        disabled={!canReset}
        className="mt-2"
      >
        <RotateCcw aria-hidden />
        Reset Filters
      </Button>
    </div>
  );
}
