import { useEffect, useState } from "react";

function pageVisible(): boolean {
  return (
    typeof document === "undefined" || document.visibilityState === "visible"
  );
}

/**
 * Calls `markRead` whenever something on screen has unread messages and the
 * page is visible (a message that arrives in a background tab stays unread
 * until the tab is shown again). `markRead` is best effort: a failure leaves
 * it unread, and the next message or visit tries again.
 */
export function useMarkRead(
  unread: number | undefined,
  markRead: () => Promise<unknown>,
) {
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const update = () => setVisible(pageVisible());
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  useEffect(() => {
    if (!visible || unread === undefined || unread === 0) return;
    markRead().catch(() => undefined);
  }, [visible, unread, markRead]);
}
