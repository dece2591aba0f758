import { format } from "date-fns";
import { UserAvatar } from "@/components/user-avatar";
import { cn } from "@/lib/cn";
import type { TeamChatMessage } from "../lib/types";
import { ChatMessageMenu } from "./chat-message-menu";
import { MessageText } from "./message-text";

/**
 * One chat message: its author, time, text (links and mentions as links,
 * never HTML) and "edited"; the author's own messages carry Edit and Delete
 * while they still may (15 minutes).
 */
export function ChatMessage({
  message,
  profileIds,
  now,
  onEdit,
  onDelete,
}: {
  message: TeamChatMessage;
  profileIds: ReadonlyMap<string, string>;
  now: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { author } = message;
  return (
    <li className="group flex animate-enter items-start gap-2.5">
      <UserAvatar
        name={author.name}
        seed={author.userId}
        avatarUrl={author.avatarUrl}
        className="mt-0.5 size-8"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">
            {message.mine ? "You" : author.name}
          </span>
          <time
            dateTime={new Date(message._creationTime).toISOString()}
            className="text-xs text-muted-foreground"
          >
            {format(message._creationTime, "MMM d, p")}
          </time>
          {message.editedAt !== null ? (
            <span className="text-xs text-muted-foreground">(edited)</span>
          ) : null}
        </p>
        <p
          className={cn(
            "text-sm break-words whitespace-pre-wrap",
            message.mine && "text-foreground",
          )}
        >
          <MessageText text={message.body} profileIds={profileIds} />
        </p>
      </div>
      {message.mine && now < message.editableUntil ? (
        <ChatMessageMenu onEdit={onEdit} onDelete={onDelete} />
      ) : null}
    </li>
  );
}
