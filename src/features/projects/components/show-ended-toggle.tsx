import { Check } from "lucide-react";
import type { ProjectShow } from "@convex/shared/recruiting";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * Explore lists the projects looking for people; this lets a visitor see the
 * full, closed and completed ones too (`?show=all`). A toggle button, so the
 * whole line is the target a thumb hits.
 */
export function ShowEndedToggle({
  show,
  onShowChange,
}: {
  show: ProjectShow;
  onShowChange: (show: ProjectShow) => void;
}) {
  const all = show === "all";
  return (
    <Button
      type="button"
      variant="ghost"
      aria-pressed={all}
      onClick={() => onShowChange(all ? "recruiting" : "all")}
      className="min-h-11 w-fit gap-2 px-2 font-normal text-muted-foreground"
    >
      <span
        aria-hidden
        className={cn(
          "flex size-4 items-center justify-center rounded-sm border border-input",
          all && "border-primary bg-primary text-primary-foreground",
        )}
      >
        {all ? <Check className="size-3" /> : null}
      </span>
      Show full, closed and completed projects too
    </Button>
  );
}
