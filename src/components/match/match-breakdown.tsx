import type { Match } from "@/lib/api-types";
import { partPercent } from "@/lib/match-band";
import { cn } from "@/lib/cn";

/** One colour per part, the same in the total bar and in the part's own row. */
const PART_COLOUR = {
  skills: "bg-primary",
  expertise: "bg-category-design",
  seats: "bg-success",
  teamFit: "bg-warning",
  timeZone: "bg-category-marketing",
  commitment: "bg-category-nocode",
} as const satisfies Record<Match["breakdown"][number]["part"], string>;

/**
 * The score's breakdown: a stacked bar whose segments add up to the score,
 * then each part's points out of its maximum, as text and as a bar. The bars
 * are decoration (aria-hidden): the text says the same.
 */
export function MatchBreakdown({ match }: { match: Match }) {
  const total = match.breakdown.reduce((sum, part) => sum + part.max, 0);
  return (
    <div className="flex flex-col gap-3">
      <div
        aria-hidden
        className="flex h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        {match.breakdown.map((part) => (
          <span
            key={part.part}
            className={PART_COLOUR[part.part]}
            style={{ width: `${partPercent(part.points, total)}%` }}
          />
        ))}
      </div>
      <ul aria-label="Score breakdown" className="flex flex-col gap-2.5">
        {match.breakdown.map((part) => (
          <li key={part.part} className="flex flex-col gap-1">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden
                  className={cn("size-2 rounded-full", PART_COLOUR[part.part])}
                />
                {part.label}
              </span>
              <span className="font-medium tabular-nums">
                {part.points} / {part.max}
              </span>
            </div>
            <div
              aria-hidden
              className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn("h-full rounded-full", PART_COLOUR[part.part])}
                style={{ width: `${partPercent(part.points, part.max)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t pt-2 text-sm font-semibold tabular-nums">
        <span>Total</span>
        <span>{match.score} / 100</span>
      </p>
    </div>
  );
}
