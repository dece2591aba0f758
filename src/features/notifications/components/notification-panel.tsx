import { usePaginatedQuery } from "convex/react";
import { CheckCheck } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useNotificationActions } from "../hooks/use-notification-actions";
import { describeNotification } from "../lib/notification-text";
import { NotificationRow } from "./notification-row";

/** How many of the latest the bell's panel shows; the page has the rest. */
export const PANEL_SIZE = 8;

/**
 * The bell's menu: the latest notifications as links (choosing one marks it
 * read and follows it), "Mark all as read" and "View all". Menu items, so
 * arrow keys move between them and Escape closes.
 */
export function NotificationPanel({ unread }: { unread: number }) {
  const { results, status } = usePaginatedQuery(
    api.notifications.list,
    {},
    { initialNumItems: PANEL_SIZE },
  );
  const { markOpened, markAllRead } = useNotificationActions();

  return (
    <>
      <DropdownMenuLabel className="px-3 py-2.5 text-base font-semibold">
        Notifications
      </DropdownMenuLabel>
      <DropdownMenuSeparator className="mx-0 my-0" />
      <DropdownMenuGroup className="max-h-[min(28rem,60dvh)] overflow-y-auto p-1">
        {status === "LoadingFirstPage" ? (
          <div role="status" aria-label="Loading notifications">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="m-2 h-12" />
            ))}
          </div>
        ) : results.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            No notifications yet.
          </p>
        ) : (
          results.slice(0, PANEL_SIZE).map((item) => (
            <DropdownMenuItem
              key={item._id}
              asChild
              onSelect={() => markOpened(item)}
              className="items-start px-3 py-2.5"
            >
              <Link to={describeNotification(item).href}>
                <NotificationRow item={item} />
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuGroup>
      <DropdownMenuSeparator className="mx-0 my-0" />
      <div className="flex flex-col gap-1 p-1 sm:flex-row">
        <DropdownMenuItem
          disabled={unread === 0}
          // Keep the menu open: the dots clear in place.
          onSelect={(event) => {
            event.preventDefault();
            void markAllRead();
          }}
          className="flex-1 justify-center"
        >
          <CheckCheck aria-hidden />
          Mark all as read
        </DropdownMenuItem>
        <DropdownMenuItem asChild className="flex-1 justify-center">
          <Link to={paths.notifications}>View all</Link>
        </DropdownMenuItem>
      </div>
    </>
  );
}
