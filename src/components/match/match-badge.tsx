import { Sparkles } from "lucide-react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { Match } from "@/lib/api-types";
import { cn } from "@/lib/cn";
import { matchBand, type MatchBand } from "@/lib/match-band";
import { MatchExplanation } from "./match-explanation";

const BAND_STYLE = {
  strong: "bg-success/10 text-success",
  good: "bg-primary/10 text-primary",
  fair: "bg-warning/10 text-warning",
  weak: "bg-muted text-muted-foreground",
} as const satisfies Record<MatchBand, string>;

/**
 * "78% match": a compact button coloured by band that opens the explanation
 * in a dialog (Radix: focus is trapped inside and returns to the badge). Its
 * hit area is grown past its outline to a 44px touch target. Never put it
 * inside a link: it is a button.
 */
export function MatchBadge({
  match,
  title,
  forProject,
  className,
}: {
  match: Match;
  /** The dialog's title, e.g. "Why you match Voice Notes AI". */
  title: string;
  /** The project a builder's match is with: shown as "for <title>". */
  forProject?: string;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <Dialog>
        <DialogTrigger asChild>
          <button
            type="button"
            aria-label={`Match ${match.score} of 100: see why`}
            className={cn(
              "relative inline-flex shrink-0 cursor-pointer items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums transition-opacity duration-150 ease-out after:absolute after:-inset-x-1 after:-inset-y-3 hover:opacity-80",
              BAND_STYLE[matchBand(match.score)],
            )}
          >
            <Sparkles aria-hidden className="size-3" />
            {match.score}% match
          </button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              How the score is made: each part&apos;s points add up to it.
            </DialogDescription>
          </DialogHeader>
          <MatchExplanation match={match} />
        </DialogContent>
      </Dialog>
      {forProject === undefined ? null : (
        <span className="truncate text-xs text-muted-foreground">
          for {forProject}
        </span>
      )}
    </span>
  );
}
