import { Banknote, Clock, Sprout } from "lucide-react";
import {
  formatCommitment,
  formatCompensation,
  STAGE_LABELS,
} from "@convex/shared/projectTerms";
import { Badge } from "@/components/ui/badge";
import type { ProjectListing } from "@/lib/api-types";

/** A card's terms at a glance: commitment, compensation and stage, those stated. */
export function ProjectTermChips({
  project,
}: {
  project: Pick<ProjectListing, "commitment" | "compensation" | "stage">;
}) {
  const { commitment, compensation, stage } = project;
  if (commitment === null && compensation === null && stage === null) {
    return null;
  }
  return (
    <ul aria-label="Terms" className="flex flex-wrap gap-1.5">
      {commitment === null ? null : (
        <li>
          <Badge variant="outline">
            <Clock aria-hidden />
            {formatCommitment(commitment)}
          </Badge>
        </li>
      )}
      {compensation === null ? null : (
        <li>
          <Badge variant="outline">
            <Banknote aria-hidden />
            {formatCompensation(compensation)}
          </Badge>
        </li>
      )}
      {stage === null ? null : (
        <li>
          <Badge variant="outline">
            <Sprout aria-hidden />
            {STAGE_LABELS[stage]}
          </Badge>
        </li>
      )}
    </ul>
  );
}
