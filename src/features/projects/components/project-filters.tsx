import { SEARCH_MAX_LENGTH } from "@convex/shared/search";
import { Search } from "lucide-react";
import {
  ALL_CATEGORIES,
  PROJECT_CATEGORIES,
  type ProjectCategoryFilter,
} from "@convex/shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { categoryMeta } from "@/lib/category-meta";
import { cn } from "@/lib/cn";

export function ProjectFilters({
  search,
  category,
  onSearchChange,
  onCategoryChange,
  onReset,
}: {
  search: string;
  category: ProjectCategoryFilter;
  onSearchChange: (value: string) => void;
  onCategoryChange: (value: ProjectCategoryFilter) => void;
  onReset: () => void;
}) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          aria-label="Search projects"
          placeholder="Search by title, description or skill"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        value={category}
        onValueChange={(v) => onCategoryChange(v as ProjectCategoryFilter)}
      >
        <SelectTrigger aria-label="Category" className="sm:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_CATEGORIES}>All Categories</SelectItem>
          {PROJECT_CATEGORIES.map((c) => (
            <SelectItem key={c} value={c}>
              <span
                className={cn("size-2 rounded-full", categoryMeta[c].dot)}
                aria-hidden
              />
              {c}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button variant="outline" onClick={onReset}>
        Reset Filters
      </Button>
    </div>
  );
}
