import { Check } from "lucide-react";
import { MatchBadge } from "@/components/match/match-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  EXAMPLE_BUILDER,
  EXAMPLE_PROJECT,
  exampleMatch,
} from "../lib/example-match";

/** Reasons the card has room for; the badge's dialog shows them all. */
const REASONS_SHOWN = 3;

/**
 * For visitors: what a match looks like, on a made-up project and an example
 * builder, labelled as an example. Score, reasons and breakdown (behind the
 * badge) are computed by the real scoring function.
 */
export function MatchPreviewCard() {
  const reasons = exampleMatch.reasons
    .filter((reason) => reason.tone === "positive")
    .slice(0, REASONS_SHOWN);
  return (
    <Card
      role="group"
      aria-label="An example match"
      className="h-full justify-center gap-4 shadow-lg"
    >
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <Badge variant="outline">Example</Badge>
        <MatchBadge
          match={exampleMatch}
          title={`Why the example builder matches ${EXAMPLE_PROJECT.title}`}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <CardTitle className="text-base">{EXAMPLE_PROJECT.title}</CardTitle>
        <p className="text-sm text-muted-foreground">
          A made-up project, scored for a builder with{" "}
          {EXAMPLE_BUILDER.skills.join(", ")}.
        </p>
        <ul
          aria-label="Why it matches"
          className="flex flex-col gap-1.5 text-sm"
        >
          {reasons.map((reason) => (
            <li key={reason.text} className="flex items-start gap-2">
              <Check
                aria-hidden
                className="mt-0.5 size-4 shrink-0 text-success"
              />
              {reason.text}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
