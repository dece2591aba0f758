import { useMutation } from "convex/react";
import { useCallback } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { toUserMessage } from "@/lib/to-user-message";
import type { NotificationItem } from "../lib/types";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * Marking read and dismissing. Opening a notification marks it read in the background while
 * its link is followed (a failure there costs nothing but a stale dot, so it
 * is only logged); "Mark all as read" and dismissing report a failure.
 */
export function useNotificationActions() {
  const markRead = useMutation(api.notifications.markRead);
  const markAll = useMutation(api.notifications.markAllRead);
  const dismissOne = useMutation(api.notifications.dismiss);

  const markOpened = useCallback(
    (item: NotificationItem) => {
      if (item.read) return;
      markRead({ notificationId: item._id }).catch((error: unknown) => {
        logUnexpectedError("Could not mark the notification read", error);
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

  const dismiss = useCallback(
    async (item: NotificationItem) => {
      try {
        await dismissOne({ notificationId: item._id });
      } catch (error) {
        toast.error(
          toUserMessage(error, "Could not dismiss the notification."),
        );
      }
    },
    [dismissOne],
  );

  return { markOpened, markAllRead, dismiss };
}
