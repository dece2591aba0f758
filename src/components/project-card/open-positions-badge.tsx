import { Users } from "lucide-react";
import { openPositionsLabel } from "@convex/shared/status";
import { ENDED_PHASE_LABELS, projectPhase } from "@convex/shared/recruiting";
import { Badge } from "@/components/ui/badge";
import type { ProjectSummary } from "@/lib/api-types";

/** '1 Position Open' / '3 Positions Open' while recruiting; else Full, Closed or Completed. */
export function OpenPositionsBadge({
  project,
}: {
  project: Pick<ProjectSummary, "status" | "seatsLeft">;
}) {
  const phase = projectPhase(project);
  if (phase !== "recruiting") {
    return <Badge variant="outline">{ENDED_PHASE_LABELS[phase]}</Badge>;
  }
  return (
    <Badge variant="success" className="gap-1 tabular-nums">
      <Users aria-hidden className="size-3.5" />
      {openPositionsLabel(project.seatsLeft)}
    </Badge>
  );
}
