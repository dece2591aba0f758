import { useState } from "react";
import { toast } from "@/lib/toast";
import { toUserMessage } from "@/lib/to-user-message";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * A dialog's one action (confirm, post, send): busy while it runs, the dialog
 * closed when it succeeds, and the server's message toasted under
 * `failureTitle` when it fails (the dialog stays open to try again).
 */
export function useDialogAction(
  onOpenChange: (open: boolean) => void,
  failureTitle: string,
) {
  const [busy, setBusy] = useState(false);
  /** Runs `action` (the mutation and its success toast); true when it succeeded. */
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      onOpenChange(false);
      return true;
    } catch (error) {
      logUnexpectedError(failureTitle, error);
      toast.error(failureTitle, {
        description: toUserMessage(error, "Please try again."),
      });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
