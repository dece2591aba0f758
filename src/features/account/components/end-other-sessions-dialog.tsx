import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { ConfirmActionDialog } from "@/components/confirm-action-dialog";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { toast } from "@/lib/toast";

/** SessionsCard's "End all other sessions" confirmation, loaded on first open. */
export function EndOtherSessionsDialog(dialog: DeferredDialogProps) {
  const endOthers = useMutation(api.account.endOtherSessions);
  return (
    <ConfirmActionDialog
      {...dialog}
      title="End all other sessions?"
      description="Every browser and device but this one is signed out at once. You stay signed in here."
      confirmLabel="End other sessions"
      busyLabel="Ending..."
      destructive
      failureTitle="Could not end the sessions"
      action={async () => {
        const ended = await endOthers({});
        toast.success(
          ended === 1 ? "1 session ended" : `${ended} sessions ended`,
        );
      }}
    />
  );
}
