import { formatDistanceToNowStrict } from "date-fns";
import { NavLink } from "react-router-dom";
import { UserAvatar } from "@/components/user-avatar";
import { paths } from "@/config/paths";
import type { ConversationSummary } from "@/lib/api-types";
import { cn } from "@/lib/cn";
import { unreadBadgeText } from "../lib/messages-text";

/** One conversation in the inbox list: who, the latest message, when, and unread. */
export function ConversationRow({
  conversation: c,
  online,
}: {
  conversation: ConversationSummary;
  /** Whether the other person is online now (undefined: not known). */
  online?: boolean;
}) {
  const unread = c.unread > 0;
  return (
    <NavLink
      to={paths.conversation(c.otherUserId)}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-3 rounded-lg px-3 py-3 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
          isActive && "bg-muted",
        )
      }
    >
      <UserAvatar
        name={c.otherName}
        seed={c.otherUserId}
        avatarUrl={c.otherAvatarUrl}
        online={online}
        className="size-10"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn("truncate", unread && "font-semibold")}>
            {c.otherName}
          </span>
          <time
            dateTime={new Date(c.lastMessageAt).toISOString()}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {formatDistanceToNowStrict(c.lastMessageAt, { addSuffix: true })}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn(
              "truncate text-sm",
              unread ? "text-foreground" : "text-muted-foreground",
            )}
          >
            {c.lastFromViewer ? "You: " : ""}
            {c.lastMessagePreview}
          </span>
          {unread ? (
            <span
              className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums"
              aria-label={`${c.unread} unread`}
            >
              {unreadBadgeText(c.unread)}
            </span>
          ) : null}
        </span>
      </span>
    </NavLink>
  );
}
