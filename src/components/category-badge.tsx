import type { ProjectCategory } from "@convex/shared/constants";
import { Badge } from "@/components/ui/badge";
import { categoryMeta } from "@/lib/category-meta";
import { cn } from "@/lib/cn";

export function CategoryBadge({
  category,
  className,
}: {
  category: ProjectCategory;
  className?: string;
}) {
  return (
    <Badge
      variant="outline"
      className={cn(
        "border-transparent",
        categoryMeta[category].tint,
        className,
      )}
    >
      {category}
    </Badge>
  );
}
