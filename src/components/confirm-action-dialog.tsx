import type { ReactNode } from "react";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useDialogAction } from "@/hooks/use-dialog-action";

/**
 * "Are you sure?" for a final action: Cancel, or the action, which closes the
 * dialog when it succeeds and toasts the server's message when it fails.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  confirmLabel,
  busyLabel,
  destructive = false,
  failureTitle,
  action,
}: DeferredDialogProps & {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  destructive?: boolean;
  failureTitle: string;
  /** The mutation and its success toast. */
  action: () => Promise<void>;
}) {
  const { busy, run } = useDialogAction(onOpenChange, failureTitle);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            variant={destructive ? "destructive" : "default"}
            disabled={busy}
            onClick={() => void run(action)}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
