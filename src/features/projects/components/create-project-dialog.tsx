import { useMutation } from "convex/react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { api } from "@convex/_generated/api";
import type { ProjectData } from "@convex/shared/schemas";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toUserMessage } from "@/lib/to-user-message";
import { ProjectForm } from "./project-form";

/** Owns its open state, the create mutation and its toasts; the form inside is pure. */
export function CreateProjectDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const createProject = useMutation(api.projects.create);

  const submit = async (data: ProjectData) => {
    try {
      await createProject(data);
      toast.success("Success", {
        description: "Your project has been created!",
      });
      setOpen(false);
    } catch (error) {
      console.error("Failed to create project", error);
      toast.error("Error", {
        description: toUserMessage(
          error,
          "Failed to create project. Please try again.",
        ),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Create a project</DialogTitle>
          <DialogDescription>
            Describe what you are building and who you need. Builders can apply
            as soon as it is posted.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so the form resets after a successful create. */}
        {open ? (
          <ProjectForm
            submitLabel="Create Project"
            busyLabel="Creating..."
            onSubmit={submit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
