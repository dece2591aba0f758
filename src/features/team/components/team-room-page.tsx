import { useCallback, useState } from "react";
import { useParams } from "react-router-dom";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { RoomUnavailable } from "./room-unavailable";
import { TeamRoom } from "./team-room";

/**
 * /projects/:projectId/team: the project's team room, for its owner and
 * accepted members. Anyone else is told the room is the team's; a member
 * removed while the room is open is told so at once (every query of the room
 * refuses them from that moment, and the room knew them before).
 */
export function TeamRoomPage() {
  const { projectId = "" } = useParams();
  const [wasIn, setWasIn] = useState(false);
  const markShown = useCallback(() => setWasIn(true), []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-8">
      <QueryErrorBoundary
        key={projectId}
        fallback={(retry, error) => (
          <RoomUnavailable
            error={error}
            wasIn={wasIn}
            projectId={projectId}
            retry={retry}
          />
        )}
      >
        <TeamRoom projectId={projectId} onShown={markShown} />
      </QueryErrorBoundary>
    </div>
  );
}
