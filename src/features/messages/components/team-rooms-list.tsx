import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { TeamRoomRow } from "./team-room-row";

/**
 * The viewer's team rooms that have messages, latest first, each with its
 * unread count (they add to the header's count too). Nothing when there are
 * none, or while they load (the conversations below hold the pane's place).
 */
export function TeamRoomsList() {
  const rooms = useQuery(api.teams.rooms, {});
  if (rooms === undefined || rooms.length === 0) return null;
  return (
    <section aria-labelledby="inbox-team-rooms" className="flex flex-col gap-1">
      <h2
        id="inbox-team-rooms"
        className="px-3 pt-1 text-xs font-semibold text-muted-foreground uppercase"
      >
        Team rooms
      </h2>
      <ul className="flex flex-col gap-1">
        {rooms.map((room) => (
          <li key={room.projectId}>
            <TeamRoomRow room={room} />
          </li>
        ))}
      </ul>
    </section>
  );
}
