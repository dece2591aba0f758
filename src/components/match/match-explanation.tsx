import type { Match } from "@/lib/api-types";
import { MATCH_BAND_LABELS, matchBand } from "@/lib/match-band";
import { MatchBreakdown } from "./match-breakdown";
import { MatchReasons } from "./match-reasons";

/** A match explained: the score and its band, the breakdown, the reasons. */
export function MatchExplanation({ match }: { match: Match }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="flex items-baseline gap-2">
        <span className="text-h2 font-semibold tabular-nums">
          {match.score}
        </span>
        <span className="text-sm text-muted-foreground">
          of 100 · {MATCH_BAND_LABELS[matchBand(match.score)]}
        </span>
      </p>
      <MatchBreakdown match={match} />
      <MatchReasons match={match} />
    </div>
  );
}
