import { Users } from "lucide-react";
import { paths } from "@/config/paths";
import type { TeamRoomSummary } from "@/lib/api-types";
import { InboxRow } from "./inbox-row";

/** One team room in the inbox list: the project, the latest message, when, and unread. */
export function TeamRoomRow({ room }: { room: TeamRoomSummary }) {
  return (
    <InboxRow
      to={paths.teamRoom(room.projectId)}
      picture={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Users aria-hidden className="size-5" />
        </span>
      }
      name={
        <>
          {room.title}
          <span className="sr-only">, team room</span>
        </>
      }
      lastMessageAt={room.lastMessageAt}
      lastMessagePreview={room.lastMessagePreview}
      lastFromViewer={room.lastFromViewer}
      unread={room.unread}
    />
  );
}
