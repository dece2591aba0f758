import { useMutation, useQuery } from "convex/react";
import { getFunctionName } from "convex/server";
import { useEffect } from "react";
import { api } from "@convex/_generated/api";
import { PRESENCE } from "@convex/shared/presence";
import { convexUrl } from "@/config/env";
import type { PresentUser } from "@/lib/api-types";
import { useAuthState } from "./use-auth-state";

/**
 * Tells the backend, while the page is visible, that the signed-in viewer is
 * in `roomId` (null: nowhere): the client half of `@convex-dev/presence`, as
 * its own `usePresence` hook does it, on the app's API (convex/presence.ts,
 * which keeps the user to the signed-in viewer). Each mount is one session
 * with a random id; its heartbeat answers with the session's token, which
 * ends it at once when the tab is hidden, the page is left or the component
 * unmounts; if that last word never arrives, the component's timeout ends
 * it. Visitors send nothing.
 */
export function usePresenceHeartbeat(
  roomId: string | null,
  interval: number = PRESENCE.heartbeatIntervalMs,
): void {
  const active = useAuthState() === "signedIn" && roomId !== null;
  const heartbeat = useMutation(api.presence.heartbeat);
  const disconnect = useMutation(api.presence.disconnect);

  useEffect(() => {
    if (!active || roomId === null) return;
    const sessionId = crypto.randomUUID();
    let timer: ReturnType<typeof setInterval> | null = null;
    let connected = false;
    // The token of this session, from its first answered heartbeat.
    let sessionToken: string | null = null;

    // Presence is best effort: a failed beat (signed out meanwhile, offline)
    // changes nothing the user is doing, and the next one tries again.
    const beat = () => {
      connected = true;
      heartbeat({ roomId, sessionId, interval })
        .then((answer) => {
          // Null: this beat crossed a sign-out, and there is no session.
          if (answer !== null) sessionToken = answer.sessionToken;
        })
        .catch(() => undefined);
    };
    const start = () => {
      if (timer !== null) return;
      beat();
      timer = setInterval(beat, interval);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
      if (!connected) return;
      connected = false;
      if (sessionToken === null) return;
      disconnect({ sessionToken }).catch(() => undefined);
    };
    // At unload the socket may close before the mutation leaves: a beacon
    // (as the component sends) carries it; the session token is the proof.
    const onPageHide = () => {
      if (
        connected &&
        sessionToken !== null &&
        typeof navigator.sendBeacon === "function"
      ) {
        const body = JSON.stringify({
          path: getFunctionName(api.presence.disconnect),
          args: { sessionToken },
          format: "json",
        });
        navigator.sendBeacon(
          `${convexUrl}/api/mutation`,
          new Blob([body], { type: "application/json" }),
        );
      }
      stop();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") stop();
      else start();
    };

    if (document.visibilityState !== "hidden") start();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      stop();
    };
  }, [active, roomId, interval, heartbeat, disconnect]);
}

/**
 * `usePresenceHeartbeat` plus who is in the room, live (the viewer included,
 * marked `isViewer`): undefined while loading, empty for visitors.
 */
export function usePresence(
  roomId: string | null,
  interval: number = PRESENCE.heartbeatIntervalMs,
): PresentUser[] | undefined {
  const signedIn = useAuthState() === "signedIn";
  usePresenceHeartbeat(roomId, interval);
  const people = useQuery(
    api.presence.list,
    signedIn && roomId !== null ? { roomId } : "skip",
  );
  return signedIn ? people : [];
}
