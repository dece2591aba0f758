import { useMutation } from "convex/react";
import { useEffect, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

function pageVisible(): boolean {
  return (
    typeof document === "undefined" || document.visibilityState === "visible"
  );
}

/**
 * Marks the viewer's conversation with `userId` read while it is on screen:
 * whenever it has unread messages and the page is visible (a message that
 * arrives in a background tab stays unread until the tab is shown again).
 */
export function useMarkConversationRead(
  userId: Id<"users">,
  unread: number | undefined,
) {
  const markRead = useMutation(api.messages.markConversationRead);
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const update = () => setVisible(pageVisible());
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  useEffect(() => {
    if (!visible || unread === undefined || unread === 0) return;
    // A failure leaves it unread: the next message or visit tries again.
    markRead({ userId }).catch(() => undefined);
  }, [visible, unread, userId, markRead]);
}
