import { BellOff, X } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { NotificationFilter } from "@convex/shared/notifications";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { usePagedQuery } from "@/hooks/use-paged-query";
import { useNotificationActions } from "../hooks/use-notification-actions";
import { emptyText } from "../lib/notification-filters";
import { describeNotification } from "../lib/notification-text";
import { NotificationRow } from "./notification-row";

const PAGE_SIZE = 20;

/** The page's list for one filter: newest first, live, "Load more" for older ones. */
export function NotificationList({ filter }: { filter: NotificationFilter }) {
  const { results, status, loadMore } = usePagedQuery(
    api.notifications.list,
    { filter },
    PAGE_SIZE,
  );
  const { markOpened, dismiss } = useNotificationActions();

  if (status === "LoadingFirstPage") {
    return (
      <div
        role="status"
        aria-label="Loading notifications"
        className="flex flex-col gap-2"
      >
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  }

  if (results.length === 0) {
    return <EmptyState icon={BellOff} {...emptyText(filter)} />;
  }

  return (
    <>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border">
        {results.map((item) => (
          <li key={item._id} className="flex items-center">
            <Link
              to={describeNotification(item).href}
              onClick={() => markOpened(item)}
              className="flex min-h-11 min-w-0 flex-1 px-4 py-3 transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <NotificationRow item={item} />
            </Link>
            <Button
              variant="ghost"
              size="icon"
              className="mr-2 shrink-0 text-muted-foreground"
              aria-label={`Dismiss: ${describeNotification(item).text}`}
              onClick={() => void dismiss(item)}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      {status === "CanLoadMore" || status === "LoadingMore" ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={loadMore}
            disabled={status === "LoadingMore"}
          >
            {status === "LoadingMore" ? <Spinner label="Loading more" /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
