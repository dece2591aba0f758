import { Check, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { LazyMatchDialog } from "@/components/match/lazy-match-dialog";
import { preloadMatchDialog } from "@/components/match/load-match-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  EXAMPLE_BUILDER,
  EXAMPLE_PROJECT,
  exampleMatch,
} from "../lib/example-match";

/** Reasons the card has room for; the breakdown dialog shows them all. */
const REASONS_SHOWN = 2;

/**
 * For visitors: what a match looks like, on a made-up project and an example
 * builder, labelled as an example. Its score, reasons and breakdown (in the
 * dialog) are computed by the real scoring function.
 */
export function MatchPreviewCard() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the dialog can animate its close.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const reasons = exampleMatch.reasons
    .filter((reason) => reason.tone === "positive")
    .slice(0, REASONS_SHOWN);
  return (
    <Card
      role="group"
      aria-label="An example match"
      className="h-full justify-center gap-4 shadow-lg"
    >
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <Badge variant="outline">Example</Badge>
        <Badge variant="success" className="gap-1 tabular-nums">
          <Sparkles aria-hidden className="size-3" />
          {exampleMatch.score}% match
        </Badge>
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
        <Button
          ref={trigger}
          variant="outline"
          size="sm"
          className="self-start"
          aria-haspopup="dialog"
          onPointerEnter={preloadMatchDialog}
          onFocus={preloadMatchDialog}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          How the {exampleMatch.score} adds up
        </Button>
      </CardContent>
      {opened ? (
        <LazyMatchDialog
          match={exampleMatch}
          title={`Why the example builder matches ${EXAMPLE_PROJECT.title}`}
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
        />
      ) : null}
    </Card>
  );
}
