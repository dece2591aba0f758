import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useMarkRead } from "./use-mark-read";

/**
 * Marks the viewer's conversation with `userId` read while it is on screen:
 * whenever it has unread messages and the page is visible (a message that
 * arrives in a background tab stays unread until the tab is shown again).
 */
export function useMarkConversationRead(
  userId: Id<"users">,
  unread: number | undefined,
) {
  const markConversationRead = useMutation(api.messages.markConversationRead);
  const markRead = useCallback(
    () => markConversationRead({ userId }),
    [markConversationRead, userId],
  );
  useMarkRead(unread, markRead);
}
