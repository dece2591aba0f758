import type { ReactNode } from "react";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** AuthRequiredDialog's dialog, loaded on first open. */
export function AuthRequiredDialogContent({
  open,
  onOpenChange,
  onCloseAutoFocus,
  signIn,
}: DeferredDialogProps & { signIn: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Authentication required</DialogTitle>
          <DialogDescription>
            You must be logged in to create a project.
          </DialogDescription>
        </DialogHeader>
        {signIn}
      </DialogContent>
    </Dialog>
  );
}
