import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MessageComposer } from "@/components/messages/message-composer";
import { MessageList } from "@/components/messages/message-list";
import { Skeleton } from "@/components/ui/skeleton";
import { useMarkConversationRead } from "@/hooks/use-mark-conversation-read";

/**
 * The live conversation between the viewer and this builder (last 20), the
 * same one the inbox shows: read while it is open, with "Seen" receipts; and
 * the composer under it, which knows whether this is the first message.
 */
export function ConversationThread({
  userId,
  name,
  onSend,
}: {
  userId: Id<"users">;
  name: string;
  onSend: (body: string) => Promise<void>;
}) {
  const messages = useQuery(api.messages.conversation, { userId });
  const info = useQuery(api.messages.conversationInfo, { userId });
  useMarkConversationRead(userId, info?.unread);
  return (
    <>
      {messages === undefined ? (
        <div className="flex flex-col gap-2" aria-hidden>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-8 w-1/2 self-end" />
        </div>
      ) : (
        <MessageList
          messages={messages}
          otherName={name}
          seen={info?.seen ?? false}
        />
      )}
      <MessageComposer
        recipientName={name}
        firstMessage={messages?.length === 0}
        onSend={onSend}
      />
    </>
  );
}
