import { format } from "date-fns";
import type { ConversationMessage } from "@/lib/api-types";
import { cn } from "@/lib/cn";

/**
 * A conversation's messages, oldest first, pinned to the newest (the reversed
 * flex container keeps the scroll at the bottom without script). "Seen" goes
 * under the viewer's last message once the other person has read it.
 * `fill` makes it take the height it is given (the conversation page);
 * otherwise it stays short (the Message dialog).
 */
export function MessageList({
  messages,
  otherName,
  seen = false,
  fill = false,
  onReport,
}: {
  messages: readonly ConversationMessage[];
  otherName: string;
  seen?: boolean;
  fill?: boolean;
  /** Offers "Report" under each received message. */
  onReport?: (messageId: ConversationMessage["_id"]) => void;
}) {
  if (messages.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        No messages yet. Say hello to {otherName}!
      </p>
    );
  }
  const last = messages[messages.length - 1];
  const seenId = seen && last?.fromViewer ? last._id : null;
  return (
    <div
      className={cn(
        "flex flex-col-reverse overflow-y-auto rounded-lg border bg-muted/40 p-3",
        fill ? "min-h-0 flex-1" : "max-h-64",
      )}
    >
      <ol
        aria-label={`Conversation with ${otherName}`}
        aria-live="polite"
        className="flex flex-col gap-2"
      >
        {messages.map((message) => (
          <li
            key={message._id}
            className={cn(
              "flex max-w-[85%] animate-enter flex-col gap-0.5",
              message.fromViewer ? "items-end self-end" : "self-start",
            )}
          >
            <span className="sr-only">
              {message.fromViewer ? "You" : otherName}:
            </span>
            <p
              className={cn(
                "rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
                message.fromViewer
                  ? "bg-primary text-primary-foreground"
                  : "bg-background shadow-xs",
              )}
            >
              {message.body}
            </p>
            <span className="flex gap-2 px-1 text-xs text-muted-foreground">
              <time dateTime={new Date(message._creationTime).toISOString()}>
                {format(message._creationTime, "MMM d, p")}
              </time>
              {message._id === seenId ? (
                <span data-testid="message-seen">Seen</span>
              ) : null}
              {onReport && !message.fromViewer ? (
                <button
                  type="button"
                  onClick={() => onReport(message._id)}
                  className="underline-offset-2 hover:text-foreground hover:underline"
                >
                  Report
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
