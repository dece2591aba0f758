import { useState, type FormEvent } from "react";
import { LIMITS } from "@convex/shared/constants";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import type { ProjectSummary } from "@/lib/api-types";
import { useApply } from "../hooks/use-apply";

/**
 * Applying: an optional note to the owner, in the applicant's own words (no
 * note is sent as none: nothing is written for them), then Send Application.
 * Loaded on first open (ProjectApplyButton).
 */
export function ApplyDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  project,
}: DeferredDialogProps & {
  project: Pick<ProjectSummary, "_id" | "title" | "creator">;
}) {
  const { applying, apply } = useApply(project._id);
  const [note, setNote] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await apply(note)) {
      setNote("");
      onOpenChange(false);
    }
  };
  const fieldId = `apply-note-${project._id}`;
  const owner = project.creator.name;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Apply to {project.title}</DialogTitle>
          <DialogDescription>
            {owner} sees your profile and, if you write one, your note.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm font-medium">
              Note to {owner} (optional)
            </label>
            <Textarea
              id={fieldId}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={LIMITS.messageMaxLength}
              placeholder="What would you bring, and what draws you to this project?"
              rows={5}
            />
            <p className="text-right text-xs text-muted-foreground tabular-nums">
              {note.length}/{LIMITS.messageMaxLength}
            </p>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={applying}>
              {applying ? "Applying..." : "Send Application"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
