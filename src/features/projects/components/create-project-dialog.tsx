import { useAction, useMutation } from "convex/react";
import type { ReactElement } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { DeferredDialog } from "@/components/deferred-dialog";
import { useSendWhenOnline } from "@/hooks/use-send-when-online";
import { toUserMessage } from "@/lib/to-user-message";
import { LazyProjectFormDialog } from "./lazy-project-form-dialog";

/**
 * Create a project: the create mutation and its toasts around the shared
 * dialog. A cover image, uploaded first, is set right after the project
 * exists; if the server refuses it, the project stays, without a cover.
 */
export function CreateProjectDialog({ trigger }: { trigger: ReactElement }) {
  const createProject = useMutation(api.projects.create);
  const setCover = useAction(api.projects.setCover);
  const sendWhenOnline = useSendWhenOnline();
  return (
    <DeferredDialog trigger={trigger} preload={LazyProjectFormDialog.preload}>
      {(dialog) => (
        <LazyProjectFormDialog
          {...dialog}
          title="Create a project"
          description="Describe what you are building and who you need. Builders can apply as soon as it is posted."
          submitLabel="Create Project"
          busyLabel="Creating..."
          failureMessage="Failed to create project. Please try again."
          save={async (data, cover) => {
            const projectId = await sendWhenOnline(() => createProject(data), {
              notice:
                "Your project will be created when the connection returns.",
            });
            toast.success("Success", {
              description: "Your project has been created!",
            });
            if (!cover) return;
            await setCover({ projectId, storageId: cover }).catch(
              (error: unknown) => {
                toast.error("The cover image was not added", {
                  description: toUserMessage(
                    error,
                    "Add it from the project's Edit button.",
                  ),
                });
              },
            );
          }}
        />
      )}
    </DeferredDialog>
  );
}
