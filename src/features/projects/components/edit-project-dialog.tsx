import { useMutation } from "convex/react";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { api } from "@convex/_generated/api";
import type { ProjectData } from "@convex/shared/schemas";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { ProjectSummary } from "@/lib/api-types";
import { toUserMessage } from "@/lib/to-user-message";
import { ProjectForm } from "./project-form";

export function EditProjectDialog({ project }: { project: ProjectSummary }) {
  const [open, setOpen] = useState(false);
  const update = useMutation(api.projects.update);

  const submit = async (data: ProjectData) => {
    try {
      await update({ projectId: project._id, ...data });
      toast.success("Project updated");
      setOpen(false);
    } catch (error) {
      console.error("Failed to update project", error);
      toast.error("Error", {
        description: toUserMessage(
          error,
          "Failed to update project. Please try again.",
        ),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Edit project</DialogTitle>
          <DialogDescription>
            Changes are visible to everyone right away.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ProjectForm
            initial={{
              title: project.title,
              description: project.description,
              category: project.category,
              skills: project.skills.join(", "),
              openPositions: String(project.openPositions),
            }}
            submitLabel="Save Changes"
            busyLabel="Saving..."
            onSubmit={submit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
