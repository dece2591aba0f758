import { formatDistanceToNowStrict } from "date-fns";
import { Users } from "lucide-react";
import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import type { TeamRoomSummary } from "@/lib/api-types";
import { cn } from "@/lib/cn";
import { unreadBadgeText } from "../lib/messages-text";

/** One team room in the inbox list: the project, the latest message, when, and unread. */
export function TeamRoomRow({ room }: { room: TeamRoomSummary }) {
  const unread = room.unread > 0;
  return (
    <Link
      to={paths.teamRoom(room.projectId)}
      className="flex items-center gap-3 rounded-lg px-3 py-3 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Users aria-hidden className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn("truncate", unread && "font-semibold")}>
            {room.title}
            <span className="sr-only">, team room</span>
          </span>
          <time
            dateTime={new Date(room.lastMessageAt).toISOString()}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {formatDistanceToNowStrict(room.lastMessageAt, { addSuffix: true })}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn(
              "truncate text-sm",
              unread ? "text-foreground" : "text-muted-foreground",
            )}
          >
            {room.lastFromViewer ? "You: " : ""}
            {room.lastMessagePreview}
          </span>
          {unread ? (
            <span
              className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums"
              aria-label={`${room.unread} unread`}
            >
              {unreadBadgeText(room.unread)}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
