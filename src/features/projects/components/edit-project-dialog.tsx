import { useAction, useMutation } from "convex/react";
import { Pencil } from "lucide-react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { DeferredDialog } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import type { ProjectSummary } from "@/lib/api-types";
import { projectFormValues } from "../lib/project-form-values";
import { LazyProjectFormDialog } from "./lazy-project-form-dialog";

/**
 * Edit a project (owner): the update mutation around the shared dialog; a
 * changed cover image is saved first, so a refused one changes nothing. The
 * form sends the roles back with their keys, so each keeps its filled seats.
 */
export function EditProjectDialog({ project }: { project: ProjectSummary }) {
  const update = useMutation(api.projects.update);
  const setCover = useAction(api.projects.setCover);
  return (
    <DeferredDialog
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit
        </Button>
      }
      preload={LazyProjectFormDialog.preload}
    >
      {(dialog) => (
        <LazyProjectFormDialog
          {...dialog}
          title="Edit project"
          description="Changes are visible to everyone right away."
          initial={projectFormValues(project)}
          coverUrl={project.coverUrl}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          failureMessage="Failed to update project. Please try again."
          save={async (data, cover) => {
            if (cover !== undefined) {
              await setCover({ projectId: project._id, storageId: cover });
            }
            await update({ projectId: project._id, ...data });
            toast.success("Project updated");
          }}
        />
      )}
    </DeferredDialog>
  );
}
