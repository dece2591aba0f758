import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { REVIEW_LIMITS } from "@convex/shared/trust";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { StarInput } from "@/components/trust/star-input";
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
import { useDialogAction } from "@/hooks/use-dialog-action";

/** ReviewTeammateDialog's dialog and form, loaded on first open. */
export function ReviewTeammateFormDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  projectId,
  teammate,
}: DeferredDialogProps & {
  projectId: Id<"projects">;
  teammate: { userId: Id<"users">; name: string };
}) {
  const create = useMutation(api.reviews.create);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState("");
  const { busy, run } = useDialogAction(
    onOpenChange,
    "Could not post the review",
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    await run(async () => {
      await create({ projectId, subjectId: teammate.userId, rating, text });
      toast.success("Review posted", {
        description: `Thanks for reviewing ${teammate.name}.`,
      });
    });
  };
  const fieldId = `review-${teammate.userId}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Review {teammate.name}</DialogTitle>
          <DialogDescription>
            Your review shows on {teammate.name}&apos;s profile with this
            project. You can review each teammate once.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <StarInput value={rating} onChange={setRating} name={fieldId} />
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm font-medium">
              What was it like to work with {teammate.name}?
            </label>
            <Textarea
              id={fieldId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={REVIEW_LIMITS.textMaxLength}
              rows={4}
            />
            <p className="text-right text-xs text-muted-foreground tabular-nums">
              {text.length}/{REVIEW_LIMITS.textMaxLength}
            </p>
          </div>
          <DialogFooter>
            <Button
              type="submit"
              disabled={busy || rating === null || text.trim() === ""}
            >
              {busy ? "Posting..." : "Post review"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
