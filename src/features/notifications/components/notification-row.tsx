import { RelativeTime } from "@/components/project-card/relative-time";
import { cn } from "@/lib/cn";
import { describeNotification } from "../lib/notification-text";
import type { NotificationItem } from "../lib/types";

/**
 * One notification's content: its icon, sentence, age and an unread dot. The
 * bell's panel and the page wrap it in their own link.
 */
export function NotificationRow({
  item,
  className,
}: {
  item: NotificationItem;
  className?: string;
}) {
  const { icon: Icon, text } = describeNotification(item);
  return (
    <span className={cn("flex w-full items-start gap-3", className)}>
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full",
          item.read
            ? "bg-muted text-muted-foreground"
            : "bg-primary/10 text-primary",
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          className={cn(
            "text-sm break-words whitespace-normal",
            item.read ? "text-muted-foreground" : "font-medium text-foreground",
          )}
        >
          {text}
        </span>
        <RelativeTime
          time={item.createdAt}
          className="text-xs text-muted-foreground"
        />
      </span>
      {item.read ? null : (
        <span className="mt-1.5 flex shrink-0 items-center">
          <span aria-hidden className="size-2 rounded-full bg-primary" />
          <span className="sr-only">Unread</span>
        </span>
      )}
    </span>
  );
}
