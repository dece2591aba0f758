import { format } from "date-fns";
import { cn } from "@/lib/cn";
import type { ConversationMessage } from "../lib/types";

/**
 * The recent conversation, oldest first, pinned to the newest message (the
 * reversed flex container keeps the scroll at the bottom without script).
 */
export function ConversationList({
  messages,
  otherName,
}: {
  messages: readonly ConversationMessage[];
  otherName: string;
}) {
  if (messages.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        No messages yet. Say hello to {otherName}!
      </p>
    );
  }
  return (
    <div className="flex max-h-64 flex-col-reverse overflow-y-auto rounded-lg border bg-muted/40 p-3">
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
            <time
              dateTime={new Date(message._creationTime).toISOString()}
              className="px-1 text-xs text-muted-foreground"
            >
              {format(message._creationTime, "MMM d, p")}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}
