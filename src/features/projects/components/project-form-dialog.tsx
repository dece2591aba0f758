import { toast } from "@/lib/toast";
import type { ProjectData } from "@convex/shared/schemas";
import type { ProjectFormValues } from "../lib/project-form-values";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { toUserMessage } from "@/lib/to-user-message";
import { ProjectCoverForm, type CoverChange } from "./project-cover-form";
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
  coverUrl = null,
  submitLabel,
  busyLabel,
  save,
  failureMessage,
}: DeferredDialogProps & {
  title: string;
  description: string;
  initial?: ProjectFormValues;
  /** The project's cover image now (edit); null when it has none. */
  coverUrl?: string | null;
  submitLabel: string;
  busyLabel: string;
  /** Runs the mutations (the cover's too) and shows the success toast. */
  save: (data: ProjectData, cover: CoverChange) => Promise<void>;
  /** The toast text when the server gives no message of its own. */
  failureMessage: string;
}) {
  const submit = async (
    data: ProjectData,
    uploadCover: () => Promise<CoverChange>,
  ) => {
    try {
      await save(data, await uploadCover());
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
          <ProjectCoverForm
            initial={initial}
            coverUrl={coverUrl}
            submitLabel={submitLabel}
            busyLabel={busyLabel}
            onSubmit={submit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
