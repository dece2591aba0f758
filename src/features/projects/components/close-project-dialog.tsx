import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { ConfirmActionDialog } from "@/components/confirm-action-dialog";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import type { ProjectSummary } from "@/lib/api-types";
import { toast } from "@/lib/toast";

/** CloseProjectButton's confirmation, loaded on first open. */
export function CloseProjectDialog({
  project,
  ...dialog
}: DeferredDialogProps & { project: ProjectSummary }) {
  const close = useMutation(api.projects.close);
  return (
    <ConfirmActionDialog
      {...dialog}
      title={`Close “${project.title}”?`}
      description="No one will be able to apply, and pending applications can no longer be accepted. This cannot be undone."
      confirmLabel="Close project"
      busyLabel="Closing..."
      destructive
      failureTitle="Error"
      action={async () => {
        await close({ projectId: project._id });
        toast.success("Project closed", {
          description: "It no longer accepts applications.",
        });
      }}
    />
  );
}
