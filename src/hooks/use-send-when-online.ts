import { useConvex } from "convex/react";
import { useCallback } from "react";
import { toast } from "sonner";

/**
 * Runs a mutation, telling the user when it is started offline: the Convex
 * client queues it and sends it once the connection returns, so the notice
 * says exactly that and goes away when the mutation lands (the caller's own
 * success toast is the confirmation).
 */
export function useSendWhenOnline() {
  const convex = useConvex();
  return useCallback(
    async <T>(send: () => Promise<T>, notice: string): Promise<T> => {
      if (convex.connectionState().isWebSocketConnected) return await send();
      const id = toast.info("You're offline", {
        description: notice,
        duration: Infinity,
      });
      try {
        return await send();
      } finally {
        toast.dismiss(id);
      }
    },
    [convex],
  );
}
