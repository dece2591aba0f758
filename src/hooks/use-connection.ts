import { useConvexConnectionState } from "convex/react";
import { useEffect, useState } from "react";
import { ConnectionLostError } from "@/lib/connection-lost";

/** How long the client may be without its socket before the user is told. */
export const DISCONNECTED_NOTICE_MS = 1_500;

/** How long a first load may wait, while disconnected, before it gives up. */
export const LOAD_TIMEOUT_MS = 6_000;

/** True while `condition` has held for `ms` without a break. */
function useHeldFor(condition: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  // A change of condition restarts the wait (state adjusted while rendering,
  // as React recommends, rather than in an effect).
  const [previous, setPrevious] = useState(condition);
  if (previous !== condition) {
    setPrevious(condition);
    setHeld(false);
  }
  useEffect(() => {
    if (!condition) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [condition, ms]);
  return condition && held;
}

/**
 * The Convex client's connection, as the UI speaks of it: `disconnected`
 * only after the socket has been down for a moment (reconnects after an auth
 * refresh or a deploy take less), and whether it ever connected.
 */
export function useConnection() {
  const { isWebSocketConnected, hasEverConnected } = useConvexConnectionState();
  const disconnected = useHeldFor(
    !isWebSocketConnected,
    DISCONNECTED_NOTICE_MS,
  );
  return { connected: isWebSocketConnected, disconnected, hasEverConnected };
}

/**
 * A first load that has waited LOAD_TIMEOUT_MS while the client is
 * disconnected throws ConnectionLostError, so the page shows its error state
 * with Try Again instead of a skeleton forever. A slow answer over a live
 * connection keeps waiting: the server is working on it.
 */
export function useFailSlowLoadWhileOffline(loading: boolean): void {
  const { connected } = useConnection();
  if (useHeldFor(loading && !connected, LOAD_TIMEOUT_MS)) {
    throw new ConnectionLostError();
  }
}
