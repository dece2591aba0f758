import {
  NOTIFICATION_FILTERS,
  type NotificationFilter,
} from "@convex/shared/notifications";
import { Button } from "@/components/ui/button";
import { FILTER_LABELS } from "../lib/notification-filters";

/** The page's filters: toggle buttons (one pressed), scrolling sideways on a phone. */
export function NotificationFilterBar({
  value,
  onChange,
}: {
  value: NotificationFilter;
  onChange: (filter: NotificationFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter notifications"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {NOTIFICATION_FILTERS.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={filter === value ? "default" : "outline"}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
          className="rounded-full"
        >
          {FILTER_LABELS[filter]}
        </Button>
      ))}
    </div>
  );
}
