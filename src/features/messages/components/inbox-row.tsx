import { formatDistanceToNowStrict } from "date-fns";
import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import { cn } from "@/lib/cn";
import { unreadBadgeText } from "@/lib/unread-text";

/**
 * One row of the inbox (a conversation, a team room): its picture, its name,
 * the latest message and when, and its unread count; the whole row is the
 * link, highlighted while its page is open.
 */
export function InboxRow({
  to,
  picture,
  name,
  lastMessageAt,
  lastMessagePreview,
  lastFromViewer,
  unread,
}: {
  to: string;
  /** The avatar or icon at the start (decorative or self-labelled). */
  picture: ReactNode;
  /** The row's name, as read out (may carry screen-reader-only words). */
  name: ReactNode;
  lastMessageAt: number;
  lastMessagePreview: string;
  lastFromViewer: boolean;
  unread: number;
}) {
  const hasUnread = unread > 0;
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-3 rounded-lg px-3 py-3 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
          isActive && "bg-muted",
        )
      }
    >
      {picture}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn("truncate", hasUnread && "font-semibold")}>
            {name}
          </span>
          <time
            dateTime={new Date(lastMessageAt).toISOString()}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {formatDistanceToNowStrict(lastMessageAt, { addSuffix: true })}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn(
              "truncate text-sm",
              hasUnread ? "text-foreground" : "text-muted-foreground",
            )}
          >
            {lastFromViewer ? "You: " : ""}
            {lastMessagePreview}
          </span>
          {hasUnread ? (
            <span
              className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums"
              aria-label={`${unread} unread`}
            >
              {unreadBadgeText(unread)}
            </span>
          ) : null}
        </span>
      </span>
    </NavLink>
  );
}
