import { useMutation } from "convex/react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
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

/** CloseProjectButton's confirmation, loaded on first open. */
export function CloseProjectDialog({
  project,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredDialogProps & { project: ProjectSummary }) {
  const close = useMutation(api.projects.close);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await close({ projectId: project._id });
      toast.success("Project closed", {
        description: "It no longer accepts applications.",
      });
      onOpenChange(false);
    } catch (error) {
      console.error("Failed to close project", error);
      toast.error("Error", {
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
          <DialogTitle>Close “{project.title}”?</DialogTitle>
          <DialogDescription>
            No one will be able to apply, and pending applications can no longer
            be accepted. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? "Closing..." : "Close project"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
