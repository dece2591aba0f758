import { useQuery } from "convex/react";
import { ArrowLeft, Lock } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { BoardPane } from "./board-pane";
import { ChatPane } from "./chat-pane";
import { ItemsPane } from "./items-pane";
import { RoomPresence } from "./room-presence";
import { RoomTabs } from "./room-tabs";
import { TeamPane } from "./team-pane";

/** The room itself: its header (project, who is here) and the four tabs. */
export function TeamRoom({
  projectId: rawId,
  onShown,
}: {
  projectId: string;
  /** Called once the room has been shown to the viewer. */
  onShown: () => void;
}) {
  // The URL's text; the server validates it (a wrong id fails as not found).
  const projectId = rawId as Id<"projects">;
  const room = useQuery(api.teams.get, { projectId });
  const members = useQuery(api.teams.members, { projectId });
  useDocumentTitle(room ? `${room.title} · Team room` : "Team room");
  const shown = room !== undefined && members !== undefined;
  useEffect(() => {
    if (shown) onShown();
  }, [shown, onShown]);

  if (room === undefined || members === undefined) {
    return (
      <div
        role="status"
        aria-label="Loading the team room"
        className="flex flex-col gap-6"
      >
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-11 w-full max-w-md" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link
          to={paths.project(room.projectId)}
          className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {room.title}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-h1 font-semibold tracking-tight">Team room</h1>
          {/* Presence is extra: if it fails, the room goes on without it. */}
          <QueryErrorBoundary fallback={() => null}>
            <RoomPresence projectId={room.projectId} />
          </QueryErrorBoundary>
        </div>
        {room.acceptsTasks ? null : (
          <p className="inline-flex items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2 text-sm">
            <Lock aria-hidden className="size-4 shrink-0" />
            {room.title} is completed: the room stays open for reading, and the
            board takes no new tasks.
          </p>
        )}
      </header>
      <RoomTabs
        badges={{ chat: room.unread }}
        panels={{
          chat: (
            <ChatPane
              projectId={room.projectId}
              members={members}
              unread={room.unread}
            />
          ),
          board: (
            <BoardPane
              projectId={room.projectId}
              members={members}
              acceptsTasks={room.acceptsTasks}
            />
          ),
          files: <ItemsPane projectId={room.projectId} />,
          team: <TeamPane room={room} members={members} />,
        }}
      />
    </div>
  );
}
