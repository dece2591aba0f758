import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { ProjectSort } from "../hooks/use-project-sort";

const SORT_LABELS = {
  newest: "Newest",
  match: "Best match",
} as const satisfies Record<ProjectSort, string>;

/** Newest / Best match (signed-in viewers only: a match needs a profile). */
export function ProjectSortSelect({
  sort,
  onSortChange,
}: {
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
}) {
  return (
    <Select
      value={sort}
      onValueChange={(value) => onSortChange(value as ProjectSort)}
    >
      <SelectTrigger aria-label="Sort projects" className="sm:w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(SORT_LABELS) as ProjectSort[]).map((value) => (
          <SelectItem key={value} value={value}>
            {SORT_LABELS[value]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
