import {
  ALL_CATEGORIES,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import { categoryMeta } from "@/lib/category-meta";
import { cn } from "@/lib/cn";
import { BUILDER_CATEGORY_OPTIONS } from "../lib/builder-filters";

/** All Categories and the five categories, each with its colour dot. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: ProjectCategoryFilter;
  onChange: (value: ProjectCategoryFilter) => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {BUILDER_CATEGORY_OPTIONS.map((option) => {
        const selected = option.value === value;
        return (
          <li key={option.value}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(option.value)}
              className={cn(
                "flex h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm transition-colors duration-150 ease-out hover:bg-muted md:h-9",
                selected && "bg-muted font-medium text-foreground",
                !selected && "text-muted-foreground",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "size-2.5 shrink-0 rounded-full",
                  option.value === ALL_CATEGORIES
                    ? "bg-primary"
                    : categoryMeta[option.value].dot,
                )}
              />
              {option.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
