import { RotateCcw } from "lucide-react";
import type { ProjectCategoryFilter } from "@convex/shared/constants";
import { Button } from "@/components/ui/button";
import type { WorkFilters } from "../lib/work-filters";
import { CategoryFilter } from "./category-filter";
import { FilterGroup } from "./filter-group";
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
  return (
    <div className="flex flex-col gap-3">
      <FilterGroup title="Categories">
        <CategoryFilter value={category} onChange={onCategoryChange} />
      </FilterGroup>
      <FilterGroup title="Work" className="mt-2">
        <WorkFilterFields value={work} onChange={onWorkChange} />
      </FilterGroup>
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
