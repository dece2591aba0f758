import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { utcDay } from "@convex/shared/pulse";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { Skeleton } from "@/components/ui/skeleton";
import { pulseItems } from "../lib/pulse-items";

/**
 * The same box loading, loaded and failed: room for two lines on phones (the
 * three counts wrap) and one from `sm` up, so nothing below moves.
 */
const BOX = "min-h-12 sm:min-h-6";

function PulseCounts() {
  // The day is fixed for the page's life: every visitor that day shares one query.
  const [today] = useState(() => utcDay(Date.now()));
  const pulse = useQuery(api.stats.pulse, { today });
  if (pulse === undefined) {
    return (
      <div aria-busy="true" className={BOX}>
        <span role="status" className="sr-only">
          Loading live counts
        </span>
        <Skeleton className="h-5 w-80 max-w-full" />
      </div>
    );
  }
  return (
    <div className={`${BOX} flex items-start gap-2.5 text-sm`}>
      <span aria-hidden className="relative mt-1.5 flex size-2 shrink-0">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-success/60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-success" />
      </span>
      <ul
        aria-label="Buildmates right now"
        className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground sm:gap-x-2"
      >
        {pulseItems(pulse).map(({ value, words }, i) => (
          <li key={words} className="flex gap-2">
            {i > 0 ? (
              // Between counts on one line; a phone's wrapped line starts without one.
              <span aria-hidden className="hidden sm:inline">
                ·
              </span>
            ) : null}
            <span>
              <span className="font-semibold text-foreground tabular-nums">
                {value}
              </span>{" "}
              {words}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Live counts of the marketplace under the hero's buttons; hidden (its room kept) if they fail. */
export function SitePulseLine() {
  return (
    <QueryErrorBoundary fallback={() => <div className={BOX} />}>
      <PulseCounts />
    </QueryErrorBoundary>
  );
}
