import { MessagesSquare } from "lucide-react";
import { useParams } from "react-router-dom";
import { EmptyState } from "@/components/empty-state";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ConversationListPane } from "./conversation-list-pane";
import { ConversationRoute } from "./conversation-route";
import { useDocumentTitle } from "@/hooks/use-document-title";

/**
 * /messages and /messages/:userId. On a phone: the list, or one conversation
 * at full height. From md up: the list beside the open conversation.
 */
export function MessagesPage() {
  useDocumentTitle("Messages");
  const { userId } = useParams();
  const open = userId !== undefined && userId !== "";
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col px-0 sm:px-6 md:py-6">
      <h1
        className={cn(
          "px-4 pt-4 text-h2 font-bold sm:px-0 md:pt-0",
          open && "sr-only md:not-sr-only",
        )}
      >
        Messages
      </h1>
      <div className="mt-2 flex min-h-0 flex-1 overflow-hidden md:mt-4 md:rounded-xl md:border">
        <aside
          className={cn(
            "w-full overflow-y-auto md:block md:w-80 md:shrink-0 md:border-r",
            open && "hidden",
          )}
        >
          <QueryErrorBoundary fallback={(retry) => <Failed retry={retry} />}>
            <ConversationListPane />
          </QueryErrorBoundary>
        </aside>
        <div
          className={cn(
            "min-h-0 flex-1 flex-col",
            open ? "flex" : "hidden md:flex",
          )}
        >
          {open ? (
            <QueryErrorBoundary
              key={userId}
              fallback={(retry) => <Failed retry={retry} />}
            >
              <ConversationRoute userId={userId} />
            </QueryErrorBoundary>
          ) : (
            <EmptyState
              icon={MessagesSquare}
              title="Select a conversation"
              description="Pick someone on the left to read and reply."
              className="m-4 flex-1 justify-center"
            />
          )}
        </div>
      </div>
    </div>
  );
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 p-6 text-center text-sm">
      <p>This conversation could not be loaded.</p>
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
