import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { AccountDeletion } from "../hooks/use-delete-account";
import { DeleteAccountForm } from "./delete-account-form";
import { DeletionSummary } from "./deletion-summary";

/**
 * "Delete account" and the alert dialog that confirms it: what goes and what
 * stays, then the password and the email typed out. It closes only through
 * Cancel, Escape or the close button (never by a click outside), and not
 * while the deletion runs.
 */
export function DeleteAccountDialog({
  email,
  deletion,
}: {
  email: string;
  /** The card's `useDeleteAccount`. */
  deletion: AccountDeletion;
}) {
  const [open, setOpen] = useState(false);
  const { deleteAccount, busy, error, clearError } = deletion;
  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    clearError();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete account</Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        className="sm:max-w-2xl"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This cannot be undone. Your account stops working at once; the rest
            is cleared in the next few minutes.
          </DialogDescription>
        </DialogHeader>
        <DeletionSummary />
        <DeleteAccountForm
          email={email}
          busy={busy}
          error={error}
          onEdit={clearError}
          onSubmit={(values) => void deleteAccount(values)}
        />
      </DialogContent>
    </Dialog>
  );
}
