import { useConvex } from "convex/react";
import { useCallback } from "react";
import { toast } from "@/lib/toast";

/** What to tell the user about a send started offline. */
export interface OfflineSendWords {
  /** Shown while the send waits for the connection ("… will be sent when the connection returns."). */
  notice: string;
  /**
   * Shown once the queued send lands, for callers whose success is otherwise
   * silent (a message appearing in the thread); callers with a success toast
   * of their own leave it out: theirs is the confirmation.
   */
  confirmation?: string;
}

/**
 * Runs a mutation, telling the user when it is started offline: the Convex
 * client queues it and sends it once the connection returns, so the notice
 * says exactly that and goes away when the mutation lands, then the send is
 * confirmed (by `confirmation`, or by the caller's own success toast).
 */
export function useSendWhenOnline() {
  const convex = useConvex();
  return useCallback(
    async <T>(
      send: () => Promise<T>,
      { notice, confirmation }: OfflineSendWords,
    ): Promise<T> => {
      if (convex.connectionState().isWebSocketConnected) return await send();
      const id = toast.info("You're offline", {
        description: notice,
        duration: Infinity,
      });
      try {
        const result = await send();
        if (confirmation !== undefined) toast.success(confirmation);
        return result;
      } finally {
        toast.dismiss(id);
      }
    },
    [convex],
  );
}
