import { Users } from "lucide-react";
import { openPositionsLabel } from "@convex/shared/status";
import { Badge } from "@/components/ui/badge";
import type { ProjectSummary } from "@/lib/api-types";

/** '1 Position Open' / '3 Positions Open', or the project's closed state. */
export function OpenPositionsBadge({
  project,
}: {
  project: Pick<ProjectSummary, "status" | "seatsLeft">;
}) {
  if (project.status === "closed")
    return <Badge variant="outline">Closed</Badge>;
  if (project.status === "full" || project.seatsLeft === 0) {
    return <Badge variant="outline">Team complete</Badge>;
  }
  return (
    <Badge variant="success" className="gap-1 tabular-nums">
      <Users aria-hidden className="size-3.5" />
      {openPositionsLabel(project.seatsLeft)}
    </Badge>
  );
}
