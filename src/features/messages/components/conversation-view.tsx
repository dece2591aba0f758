import { useMutation, useQuery } from "convex/react";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MessageComposer } from "@/components/messages/message-composer";
import { MessageList } from "@/components/messages/message-list";
import { ReportDialog } from "@/components/safety/report-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import { useMarkConversationRead } from "@/hooks/use-mark-conversation-read";
import { useIsOnline } from "@/hooks/use-online";
import { useSendWhenOnline } from "@/hooks/use-send-when-online";
import { toUserMessage } from "@/lib/to-user-message";
import { BlockedNotice } from "./blocked-notice";
import { DeletedNotice } from "./deleted-notice";

/**
 * One conversation, full height: the other person at the top, the thread
 * (pinned to the newest, "Seen" under my last message once read), the
 * composer at the bottom. Read while it is open and the page is visible.
 */
export function ConversationView({ userId }: { userId: Id<"users"> }) {
  const info = useQuery(api.messages.conversationInfo, { userId });
  const messages = useQuery(api.messages.conversation, { userId });
  const send = useMutation(api.messages.send);
  const sendWhenOnline = useSendWhenOnline();
  const online = useIsOnline(userId);
  const [reported, setReported] = useState<string | null>(null);
  useMarkConversationRead(userId, info?.unread);

  async function onSend(body: string) {
    try {
      await sendWhenOnline(() => send({ recipientId: userId, body }), {
        notice: "Your message will be sent when the connection returns.",
        // Online, the message showing in the thread is the confirmation.
        confirmation: "Message sent",
      });
    } catch (error) {
      toast.error(
        toUserMessage(error, "Something went wrong. Please try again."),
      );
      throw error;
    }
  }

  const name = info?.other.name ?? "";
  return (
    <section
      aria-label={info ? `Conversation with ${name}` : "Conversation"}
      className="flex min-h-0 flex-1 flex-col gap-3 p-3 sm:p-4"
    >
      <header className="flex items-center gap-3">
        <Button variant="ghost" size="icon" asChild className="-ml-2 md:hidden">
          <Link to={paths.messages} aria-label="All conversations">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        {info ? (
          <>
            <UserAvatar
              name={name}
              seed={info.other.userId}
              avatarUrl={info.other.avatarUrl}
              online={online}
            />
            <h2 className="min-w-0 flex-1 truncate font-semibold">
              {info.other.profileId ? (
                <Link
                  to={paths.builder(info.other.profileId)}
                  className="hover:underline"
                >
                  {name}
                </Link>
              ) : (
                name
              )}
            </h2>
          </>
        ) : (
          <Skeleton className="h-9 w-40" aria-hidden />
        )}
      </header>
      {messages === undefined || info === undefined ? (
        <div className="flex flex-1 flex-col gap-2" aria-hidden>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-8 w-1/2 self-end" />
        </div>
      ) : (
        <MessageList
          messages={messages}
          otherName={name}
          seen={info?.seen ?? false}
          fill
          onReport={setReported}
        />
      )}
      {info?.otherDeleted ? (
        <DeletedNotice />
      ) : info?.blockedByYou ? (
        <BlockedNotice userId={userId} name={name} />
      ) : info ? (
        <MessageComposer
          recipientName={name}
          firstMessage={messages?.length === 0}
          onSend={onSend}
        />
      ) : null}
      <ReportDialog
        open={reported !== null}
        onOpenChange={(open) => {
          if (!open) setReported(null);
        }}
        target={{ kind: "message", id: reported ?? "" }}
        what={`a message from ${name}`}
      />
    </section>
  );
}
