import type { ProjectShow } from "@convex/shared/recruiting";

/**
 * Explore lists the projects looking for people; this lets a visitor see the
 * full, closed and completed ones too (`?show=all`).
 */
export function ShowEndedToggle({
  show,
  onShowChange,
}: {
  show: ProjectShow;
  onShowChange: (show: ProjectShow) => void;
}) {
  return (
    <label className="flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm text-muted-foreground">
      <input
        type="checkbox"
        checked={show === "all"}
        onChange={(e) => onShowChange(e.target.checked ? "all" : "recruiting")}
        className="size-4 accent-primary"
      />
      Show full, closed and completed projects too
    </label>
  );
}
