import { useMutation } from "convex/react";
import { Inbox } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import type { AuthState } from "@/hooks/use-auth-state";
import { useBuilderToggles } from "../hooks/use-builder-toggles";
import { useSendWhenOnline } from "@/hooks/use-send-when-online";
import { builderToasts } from "../lib/builder-toasts";
import type { BuilderRow } from "../lib/types";
import { BuilderDetails } from "./builder-details";
import { ConversationThread } from "./conversation-thread";
import { FollowButton } from "./follow-button";

/**
 * MessageBuilderDialog's dialog, loaded on first open: the builder's about,
 * skills and projects, Follow / Unfollow, the live conversation (the inbox's,
 * with "Open in inbox") with its composer, and the send mutation and its toast.
 */
export function MessageBuilderDialogContent({
  open,
  onOpenChange,
  onCloseAutoFocus,
  builder,
  auth,
}: DeferredDialogProps & { builder: BuilderRow; auth: AuthState }) {
  const sendMessage = useMutation(api.messages.send);
  const sendWhenOnline = useSendWhenOnline();
  const { toggleFollow } = useBuilderToggles(builder);

  async function send(body: string) {
    try {
      await sendWhenOnline(
        () => sendMessage({ recipientId: builder.userId, body }),
        { notice: "Your message will be sent when the connection returns." },
      );
      builderToasts.messageSent();
    } catch (error) {
      builderToasts.failed(error);
      throw error;
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-[600px]"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader className="pr-8">
          <DialogTitle>Message {builder.name}</DialogTitle>
          <DialogDescription>
            {builder.role} · @{builder.username}
          </DialogDescription>
        </DialogHeader>
        <BuilderDetails builder={builder} />
        <FollowButton
          name={builder.name}
          isFollowing={builder.isFollowing}
          auth={auth}
          onToggle={toggleFollow}
          followingLabel="Unfollow"
          className="justify-self-start"
        />
        <section className="flex flex-col gap-3 border-t pt-4">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">Conversation</h3>
            <Button variant="link" size="sm" asChild className="h-auto p-0">
              <Link to={paths.conversation(builder.userId)}>
                <Inbox aria-hidden />
                Open in inbox
              </Link>
            </Button>
          </div>
          <ConversationThread
            userId={builder.userId}
            name={builder.name}
            onSend={send}
          />
        </section>
      </DialogContent>
    </Dialog>
  );
}
