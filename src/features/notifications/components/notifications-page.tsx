import { useQuery } from "convex/react";
import { CheckCheck } from "lucide-react";
import { api } from "@convex/_generated/api";
import type { NotificationFilter } from "@convex/shared/notifications";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useNotificationActions } from "../hooks/use-notification-actions";
import {
  DEFAULT_FILTER,
  FILTER_PARAM,
  parseFilter,
} from "../lib/notification-filters";
import { NotificationFilterBar } from "./notification-filter-bar";
import { NotificationList } from "./notification-list";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useUrlParams } from "@/hooks/use-url-params";

/** /notifications: every notification, filtered (the filter lives in `?filter=`). */
export function NotificationsPage() {
  useDocumentTitle("Notifications");
  const [searchParams, write] = useUrlParams();
  const filter = parseFilter(searchParams.get(FILTER_PARAM));
  const unread = useQuery(api.notifications.unreadCount, {}) ?? 0;
  const { markAllRead } = useNotificationActions();

  const setFilter = (next: NotificationFilter) => {
    write(
      (current) => {
        if (next === DEFAULT_FILTER) current.delete(FILTER_PARAM);
        else current.set(FILTER_PARAM, next);
        return current;
      },
      { replace: false },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Notifications"
        description={
          unread > 0
            ? `You have ${unread} unread notification${unread === 1 ? "" : "s"}.`
            : "You're all caught up."
        }
        actions={
          <Button
            variant="outline"
            disabled={unread === 0}
            onClick={() => void markAllRead()}
          >
            <CheckCheck aria-hidden />
            Mark all as read
          </Button>
        }
      />
      <div className="mb-6">
        <NotificationFilterBar value={filter} onChange={setFilter} />
      </div>
      <NotificationList key={filter} filter={filter} />
    </div>
  );
}
