import { useMutation } from "convex/react";
import { useCallback } from "react";
import { toast } from "sonner";
import { api } from "@convex/_generated/api";
import { toUserMessage } from "@/lib/to-user-message";
import type { NotificationItem } from "../lib/types";

/**
 * Marking read. Opening a notification marks it read in the background while
 * its link is followed (a failure there costs nothing but a stale dot, so it
 * is only logged); "Mark all as read" reports a failure.
 */
export function useNotificationActions() {
  const markRead = useMutation(api.notifications.markRead);
  const markAll = useMutation(api.notifications.markAllRead);

  const markOpened = useCallback(
    (item: NotificationItem) => {
      if (item.read) return;
      markRead({ notificationId: item._id }).catch((error: unknown) => {
        console.error("Could not mark the notification read", error);
      });
    },
    [markRead],
  );

  const markAllRead = useCallback(async () => {
    try {
      await markAll({});
    } catch (error) {
      toast.error(
        toUserMessage(error, "Could not mark notifications as read."),
      );
    }
  }, [markAll]);

  return { markOpened, markAllRead };
}
