import { useMutation } from "convex/react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { REVIEW_WINDOW_DAYS } from "@convex/shared/trust";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ProjectSummary } from "@/lib/api-types";
import { toUserMessage } from "@/lib/to-user-message";

/** CompleteProjectButton's confirmation, loaded on first open. */
export function CompleteProjectDialog({
  project,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredDialogProps & { project: ProjectSummary }) {
  const complete = useMutation(api.projects.complete);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await complete({ projectId: project._id });
      toast.success("Project completed", {
        description: "Your team can now review each other.",
      });
      onOpenChange(false);
    } catch (error) {
      toast.error("Could not complete the project", {
        description: toUserMessage(error, "Please try again."),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Mark “{project.title}” completed?</DialogTitle>
          <DialogDescription>
            You and your {project.filledPositions}{" "}
            {project.filledPositions === 1 ? "collaborator" : "collaborators"}{" "}
            can then review each other for {REVIEW_WINDOW_DAYS} days, and the
            project shows on each of your profiles. It takes no more
            applications. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button disabled={busy} onClick={() => void confirm()}>
            {busy ? "Completing..." : "Mark as completed"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
