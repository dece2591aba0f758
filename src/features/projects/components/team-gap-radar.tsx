import { useQuery } from "convex/react";
import { AlertCircle, Check } from "lucide-react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Skeleton } from "@/components/ui/skeleton";
import { coverageSummary, splitGaps, type GapChip } from "../lib/team-gaps";

function GapChips({ label, gaps }: { label: string; gaps: GapChip[] }) {
  if (gaps.length === 0) return null;
  const covered = gaps[0]!.covered;
  const Icon = covered ? Check : AlertCircle;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">
        {label} ({gaps.length})
      </h3>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {gaps.map((gap) => (
          <li
            key={gap.skill}
            className={
              covered
                ? "inline-flex items-center gap-1.5 rounded-md bg-success/10 px-2.5 py-1 text-sm text-success"
                : "inline-flex items-center gap-1.5 rounded-md border border-dashed border-destructive/50 px-2.5 py-1 text-sm font-medium text-destructive"
            }
          >
            <Icon aria-hidden className="size-3.5" />
            {gap.skill}
            {gap.coveredBy !== undefined && gap.coveredBy.length > 0 ? (
              <span className="text-xs text-foreground/80">
                · {gap.coveredBy.join(", ")}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The team gap radar: the wanted skills the accepted team covers and the
 * ones it still lacks, live. Who covers what is named for the owner and the
 * team only (`member`): they subscribe to `matching.teamGaps`, which the server
 * names only for them; everyone else to `matching.skillCoverage`, one shared
 * execution for all of them.
 */
export function TeamGapRadar({
  projectId,
  member,
}: {
  projectId: Id<"projects">;
  member: boolean;
}) {
  const named = useQuery(
    api.matching.teamGaps,
    member ? { projectId } : "skip",
  );
  const open = useQuery(
    api.matching.skillCoverage,
    member ? "skip" : { projectId },
  );
  const gaps = member ? named : open;
  if (gaps !== undefined && gaps.length === 0) return null;
  const { missing, covered } = splitGaps(gaps ?? []);
  return (
    <section
      aria-labelledby="team-gaps-title"
      className="flex flex-col gap-4 rounded-xl border border-border p-5"
    >
      <div>
        <h2 id="team-gaps-title" className="text-h3 font-semibold">
          Team skills
        </h2>
        <p className="text-sm text-muted-foreground tabular-nums">
          {gaps === undefined ? "Loading team skills…" : coverageSummary(gaps)}
        </p>
      </div>
      {gaps === undefined ? (
        <div aria-hidden className="flex gap-2">
          <Skeleton className="h-7 w-20" />
          <Skeleton className="h-7 w-24" />
          <Skeleton className="h-7 w-16" />
        </div>
      ) : (
        <>
          <GapChips label="Missing" gaps={missing} />
          <GapChips label="Covered" gaps={covered} />
        </>
      )}
    </section>
  );
}
