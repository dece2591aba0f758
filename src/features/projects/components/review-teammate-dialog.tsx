import type { Id } from "@convex/_generated/dataModel";
import { DeferredDialog } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

const ReviewForm = lazyWithPreload(() =>
  import("./review-teammate-form-dialog").then(
    (m) => m.ReviewTeammateFormDialog,
  ),
);

/**
 * Write a review of one teammate: stars and a few words, once. The dialog
 * loads on first open, preloaded on hover or focus.
 */
export function ReviewTeammateDialog({
  projectId,
  teammate,
}: {
  projectId: Id<"projects">;
  teammate: { userId: Id<"users">; name: string };
}) {
  return (
    <DeferredDialog
      trigger={<Button size="sm">Write a review</Button>}
      preload={ReviewForm.preload}
    >
      {(dialog) => (
        <ReviewForm {...dialog} projectId={projectId} teammate={teammate} />
      )}
    </DeferredDialog>
  );
}
