import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { ProjectData, ProjectFormValues } from "@convex/shared/schemas";
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

/**
 * The dialog shell shared by create and edit: it owns its open state, closes on
 * success, and on failure shows the error toast and keeps the form filled.
 */
export function ProjectFormDialog({
  trigger,
  title,
  description,
  initial,
  submitLabel,
  busyLabel,
  save,
  failureMessage,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  initial?: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Runs the mutation and shows its success toast. */
  save: (data: ProjectData) => Promise<void>;
  /** The toast text when the server gives no message of its own. */
  failureMessage: string;
}) {
  const [open, setOpen] = useState(false);

  const submit = async (data: ProjectData) => {
    try {
      await save(data);
      setOpen(false);
    } catch (error) {
      console.error(failureMessage, error);
      toast.error("Error", {
        description: toUserMessage(error, failureMessage),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so the form resets after a successful save. */}
        {open ? (
          <ProjectForm
            initial={initial}
            submitLabel={submitLabel}
            busyLabel={busyLabel}
            onSubmit={submit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
