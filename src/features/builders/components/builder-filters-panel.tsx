import { RotateCcw } from "lucide-react";
import { useId } from "react";
import type { ProjectCategoryFilter } from "@convex/shared/constants";
import { Button } from "@/components/ui/button";
import { CategoryFilter } from "./category-filter";

/** The filter sidebar's content (also inside the mobile sheet). */
export function BuilderFiltersPanel({
  category,
  onCategoryChange,
  onReset,
  canReset,
}: {
  category: ProjectCategoryFilter;
  onCategoryChange: (value: ProjectCategoryFilter) => void;
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
