import { MatchExplanation } from "@/components/match/match-explanation";
import type { Match } from "@/lib/api-types";

/** The viewer's match with the project, explained inline on its page. */
export function WhyYouMatchCard({ match }: { match: Match }) {
  return (
    <section
      aria-labelledby="why-match-title"
      className="flex flex-col gap-4 rounded-xl border border-border p-5"
    >
      <h2 id="why-match-title" className="text-h3 font-semibold">
        Why you match
      </h2>
      <MatchExplanation match={match} />
    </section>
  );
}
