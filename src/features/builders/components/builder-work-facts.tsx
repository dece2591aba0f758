import { Clock3, Globe } from "lucide-react";
import { useNow } from "@/hooks/use-now";
import { localTimeIn } from "../lib/local-time";
import type { BuilderRow } from "../lib/types";
import { AvailabilityBadge } from "./availability-badge";

/**
 * What a builder page tells about their work: availability, the hours a week
 * they offer and their time zone with the time there now (kept current).
 */
export function BuilderWorkFacts({
  builder,
}: {
  builder: Pick<BuilderRow, "availability" | "hoursPerWeek" | "timeZone">;
}) {
  const now = useNow();
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <div>
        <dt className="sr-only">Availability</dt>
        <dd>
          <AvailabilityBadge availability={builder.availability} />
        </dd>
      </div>
      {builder.hoursPerWeek === null ? null : (
        <div className="flex items-center gap-1.5">
          <Clock3 aria-hidden className="size-4" />
          <dt className="sr-only">Hours a week</dt>
          <dd>
            <span className="font-medium text-foreground tabular-nums">
              {builder.hoursPerWeek}
            </span>{" "}
            h a week
          </dd>
        </div>
      )}
      {builder.timeZone === null ? null : (
        <div className="flex items-center gap-1.5">
          <Globe aria-hidden className="size-4" />
          <dt className="sr-only">Time zone and local time</dt>
          <dd>
            {builder.timeZone.replaceAll("_", " ")} ·{" "}
            <time className="tabular-nums">
              {localTimeIn(builder.timeZone, now)}
            </time>
          </dd>
        </div>
      )}
    </dl>
  );
}
