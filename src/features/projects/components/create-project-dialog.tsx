import { useMutation } from "convex/react";
import type { ReactElement } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { DeferredDialog } from "@/components/deferred-dialog";
import { useSendWhenOnline } from "@/hooks/use-send-when-online";
import { LazyProjectFormDialog } from "./lazy-project-form-dialog";

/** Create a project: the create mutation and its toasts around the shared dialog. */
export function CreateProjectDialog({ trigger }: { trigger: ReactElement }) {
  const createProject = useMutation(api.projects.create);
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
          save={async (data) => {
            await sendWhenOnline(() => createProject(data), {
              notice:
                "Your project will be created when the connection returns.",
            });
            toast.success("Success", {
              description: "Your project has been created!",
            });
          }}
        />
      )}
    </DeferredDialog>
  );
}
