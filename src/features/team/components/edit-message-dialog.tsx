import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { TEAM_LIMITS } from "@convex/shared/constants";
import { teamMessageBodySchema } from "@convex/shared/team";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useDialogAction } from "@/hooks/use-dialog-action";
import type { TeamChatMessage } from "../lib/types";

/** Edit message: the text in a box, saved with the server's rules (trimmed, 1 to 2000). */
export function EditMessageDialog({
  message,
  onClose,
}: {
  message: TeamChatMessage | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit message</DialogTitle>
          <DialogDescription>
            Messages can be edited for 15 minutes after they are sent.
          </DialogDescription>
        </DialogHeader>
        {message === null ? null : (
          <EditMessageForm message={message} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditMessageForm({
  message,
  onClose,
}: {
  message: TeamChatMessage;
  onClose: () => void;
}) {
  const edit = useMutation(api.teamMessages.edit);
  const [text, setText] = useState(message.body);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useDialogAction(
    (open) => (open ? undefined : onClose()),
    "The message could not be saved",
  );
  const save = () => {
    const parsed = teamMessageBodySchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid message");
      return;
    }
    void run(() =>
      edit({ messageId: message._id, body: parsed.data }).then(() => undefined),
    );
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) save();
      }}
    >
      <Label htmlFor="edit-message-body">Message</Label>
      <Textarea
        id="edit-message-body"
        value={text}
        maxLength={TEAM_LIMITS.messageMaxLength}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : "edit-message-error"}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error === null ? null : (
        <p id="edit-message-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
