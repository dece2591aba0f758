import { MessagesSquare } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { CONVERSATIONS_PAGE_SIZE } from "@convex/shared/messages";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useOnlineUserIds } from "@/hooks/use-online";
import { usePagedQuery } from "@/hooks/use-paged-query";
import { ConversationRow } from "./conversation-row";
import { TeamRoomsList } from "./team-rooms-list";

/** The viewer's team rooms, then their conversations, latest first, a page at a time. */
export function ConversationListPane() {
  return (
    <div className="flex flex-col gap-2">
      <div className="px-2 pt-2 empty:hidden">
        <TeamRoomsList />
      </div>
      <Conversations />
    </div>
  );
}

function Conversations() {
  const { results, status, loadMore } = usePagedQuery(
    api.messages.listConversations,
    {},
    CONVERSATIONS_PAGE_SIZE,
  );
  // Presence of the first people listed (the query takes at most 50 ids).
  const online = useOnlineUserIds(results.map((c) => c.otherUserId));
  if (status === "LoadingFirstPage") {
    return (
      <div className="flex flex-col gap-2 p-2" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (results.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title="No messages yet"
        description="Find builders to team up with and send them a message."
        className="m-2"
      >
        <Button asChild>
          <Link to={paths.builders}>Discover Builders</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <nav aria-label="Conversations" className="flex flex-col gap-1 p-2">
      <ul className="flex flex-col gap-1">
        {results.map((conversation) => (
          <li key={conversation.otherUserId}>
            <ConversationRow
              conversation={conversation}
              online={online?.has(conversation.otherUserId)}
            />
          </li>
        ))}
      </ul>
      {status === "CanLoadMore" || status === "LoadingMore" ? (
        <Button
          variant="ghost"
          disabled={status === "LoadingMore"}
          onClick={loadMore}
        >
          {status === "LoadingMore" ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </nav>
  );
}
