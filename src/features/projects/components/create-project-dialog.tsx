import { useMutation } from "convex/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { api } from "@convex/_generated/api";
import { useSendWhenOnline } from "@/hooks/use-send-when-online";
import { ProjectFormDialog } from "./project-form-dialog";

/** Create a project: the create mutation and its toasts around the shared dialog. */
export function CreateProjectDialog({ trigger }: { trigger: ReactNode }) {
  const createProject = useMutation(api.projects.create);
  const sendWhenOnline = useSendWhenOnline();
  return (
    <ProjectFormDialog
      trigger={trigger}
      title="Create a project"
      description="Describe what you are building and who you need. Builders can apply as soon as it is posted."
      submitLabel="Create Project"
      busyLabel="Creating..."
      failureMessage="Failed to create project. Please try again."
      save={async (data) => {
        await sendWhenOnline(() => createProject(data), {
          notice: "Your project will be created when the connection returns.",
        });
        toast.success("Success", {
          description: "Your project has been created!",
        });
      }}
    />
  );
}
