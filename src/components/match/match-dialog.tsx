import type { RefObject } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { Match } from "@/lib/api-types";
import { MatchExplanation } from "./match-explanation";

/**
 * A match's explanation in a dialog (Radix: focus is trapped inside and goes
 * back to `trigger` on close). Loaded on demand by MatchBadge, so pages that
 * only show badges (the home page) do not download the dialog's code.
 */
export function MatchDialog({
  match,
  title,
  open,
  onOpenChange,
  trigger,
}: {
  match: Match;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            How the score is made: each part&apos;s points add up to it.
          </DialogDescription>
        </DialogHeader>
        <MatchExplanation match={match} />
      </DialogContent>
    </Dialog>
  );
}
