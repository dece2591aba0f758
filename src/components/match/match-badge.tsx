import { Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import type { Match } from "@/lib/api-types";
import { cn } from "@/lib/cn";
import { matchBand, type MatchBand } from "@/lib/match-band";
import { LazyMatchDialog } from "./lazy-match-dialog";
import { preloadMatchDialog } from "./load-match-dialog";

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
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the dialog can animate its close.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <span
      className={cn("inline-flex max-w-full items-center gap-1.5", className)}
    >
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Match ${match.score} of 100: see why`}
        onPointerEnter={preloadMatchDialog}
        onFocus={preloadMatchDialog}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={cn(
          "relative inline-flex shrink-0 cursor-pointer items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums transition-opacity duration-150 ease-out after:absolute after:-inset-x-1 after:-inset-y-3 hover:opacity-80",
          BAND_STYLE[matchBand(match.score)],
        )}
      >
        <Sparkles aria-hidden className="size-3" />
        {match.score}% match
      </button>
      {opened ? (
        <LazyMatchDialog
          match={match}
          title={title}
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
        />
      ) : null}
      {forProject === undefined ? null : (
        <span
          className="truncate text-xs text-muted-foreground"
          title={`for ${forProject}`}
        >
          for {forProject}
        </span>
      )}
    </span>
  );
}
