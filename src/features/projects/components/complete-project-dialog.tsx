import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { REVIEW_WINDOW_DAYS } from "@convex/shared/trust";
import { ConfirmActionDialog } from "@/components/confirm-action-dialog";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import type { ProjectSummary } from "@/lib/api-types";
import { toast } from "@/lib/toast";

/** CompleteProjectButton's confirmation, loaded on first open. */
export function CompleteProjectDialog({
  project,
  ...dialog
}: DeferredDialogProps & { project: ProjectSummary }) {
  const complete = useMutation(api.projects.complete);
  const members = project.filledPositions;
  return (
    <ConfirmActionDialog
      {...dialog}
      title={`Mark “${project.title}” completed?`}
      description={`You and your ${members} ${members === 1 ? "collaborator" : "collaborators"} can then review each other for ${REVIEW_WINDOW_DAYS} days, and the project shows on each of your profiles. It takes no more applications. This cannot be undone.`}
      confirmLabel="Mark as completed"
      busyLabel="Completing..."
      failureTitle="Could not complete the project"
      action={async () => {
        await complete({ projectId: project._id });
        toast.success("Project completed", {
          description: "Your team can now review each other.",
        });
      }}
    />
  );
}
