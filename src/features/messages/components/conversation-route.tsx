import { useQuery } from "convex/react";
import { UserX } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { QueryResult } from "@/components/query-result";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ConversationView } from "./conversation-view";

/**
 * /messages/:userId: the link's id is checked by the server first
 * (`conversationInfo` is null for an id that names nobody), so a wrong link
 * says so instead of failing every query of the conversation.
 */
export function ConversationRoute({ userId }: { userId: string }) {
  const info = useQuery(api.messages.conversationInfo, { userId });
  return (
    <QueryResult
      value={info}
      loading={
        <div className="flex flex-1 flex-col gap-3 p-4" aria-busy="true">
          <span role="status" className="sr-only">
            Loading the conversation
          </span>
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-8 w-2/3" />
        </div>
      }
      notFound={
        <EmptyState
          icon={UserX}
          title="Conversation not found"
          description="The link may be wrong, or the person is no longer here."
          className="m-4 flex-1 justify-center"
        >
          <Button asChild variant="outline">
            <Link to={paths.messages}>All conversations</Link>
          </Button>
        </EmptyState>
      }
    >
      {(found) => <ConversationView userId={found.other.userId} />}
    </QueryResult>
  );
}
