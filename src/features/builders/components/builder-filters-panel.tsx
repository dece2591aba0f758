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
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
    >
      <h2
        id={headingId}
        className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Categories
      </h2>
      <CategoryFilter value={category} onChange={onCategoryChange} />
      <h2 className="mt-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Work
      </h2>
      <WorkFilterFields value={work} onChange={onWorkChange} />
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
