import { toast } from "@/lib/toast";
import type { ProjectData, ProjectFormValues } from "@convex/shared/schemas";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { toUserMessage } from "@/lib/to-user-message";
import { ProjectForm } from "./project-form";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * The dialog shell shared by create and edit: it closes on success, and on
 * failure shows the error toast and keeps the form filled. Loaded on first
 * open (DeferredDialog), with the form, its schemas and the skills catalogue.
 */
export function ProjectFormDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  initial,
  submitLabel,
  busyLabel,
  save,
  failureMessage,
}: DeferredDialogProps & {
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
  const submit = async (data: ProjectData) => {
    try {
      await save(data);
      onOpenChange(false);
    } catch (error) {
      logUnexpectedError(failureMessage, error);
      toast.error("Error", {
        description: toUserMessage(error, failureMessage),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-[600px]"
        onCloseAutoFocus={onCloseAutoFocus}
      >
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
