import { useMutation } from "convex/react";
import { Inbox, MessageSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MessageComposer } from "@/components/messages/message-composer";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import type { AuthState } from "@/hooks/use-auth-state";
import { useSendWhenOnline } from "@/hooks/use-send-when-online";
import { useBuilderToggles } from "../hooks/use-builder-toggles";
import { builderToasts } from "../lib/builder-toasts";
import type { BuilderRow } from "../lib/types";
import { BuilderDetails } from "./builder-details";
import { ConversationThread } from "./conversation-thread";
import { FollowButton } from "./follow-button";
import { SignInButton } from "./sign-in-button";

/**
 * Message: a dialog with the builder's about, skills and projects, Follow /
 * Unfollow, the live conversation (the inbox's, with "Open in inbox") and
 * the composer. It owns its open state,
 * the send mutation and its toast. Visitors go to sign-in instead.
 */
export function MessageBuilderDialog({
  builder,
  auth,
  size = "sm",
}: {
  builder: BuilderRow;
  auth: AuthState;
  size?: "sm" | "default";
}) {
  const [open, setOpen] = useState(false);
  const sendMessage = useMutation(api.messages.send);
  const sendWhenOnline = useSendWhenOnline();
  const { toggleFollow } = useBuilderToggles(builder);

  if (auth === "signedOut") {
    return (
      <SignInButton variant="outline" size={size}>
        <MessageSquare aria-hidden />
        Message
      </SignInButton>
    );
  }

  // A block either way hides the contact options (the server refuses sends too).
  if (auth === "signedIn" && !builder.canMessage) return null;

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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} disabled={auth === "loading"}>
          <MessageSquare aria-hidden />
          Message
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-[600px]">
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
          <ConversationThread userId={builder.userId} name={builder.name} />
          <MessageComposer recipientName={builder.name} onSend={send} />
        </section>
      </DialogContent>
    </Dialog>
  );
}
