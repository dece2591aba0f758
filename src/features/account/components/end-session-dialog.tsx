import { useMutation } from "convex/react";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import { ConfirmActionDialog } from "@/components/confirm-action-dialog";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { toast } from "@/lib/toast";

/** SessionItem's confirmation, loaded on first open. */
export function EndSessionDialog({
  sessionId,
  ...dialog
}: DeferredDialogProps & { sessionId: Id<"authSessions"> }) {
  const endSession = useMutation(api.account.endSession);
  return (
    <ConfirmActionDialog
      {...dialog}
      title="End this session?"
      description="That browser or device is signed out at once. Signing in there again needs your password."
      confirmLabel="End session"
      busyLabel="Ending..."
      destructive
      failureTitle="Could not end the session"
      action={async () => {
        await endSession({ sessionId });
        toast.success("Session ended");
      }}
    />
  );
}
