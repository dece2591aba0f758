import { useMutation } from "convex/react";
import { useCallback, useRef } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TEAM_LIMITS } from "@convex/shared/constants";

/** How often, at most, a typist renews "typing" (well inside TEAM_LIMITS.typingMs). */
const RENEW_MS = TEAM_LIMITS.typingMs / 3;

/**
 * Tells the room the viewer is typing: `typing()` on each keystroke sends at
 * most every RENEW_MS (a send clears it on the server; `sent()` lets the
 * next keystroke tell again at once).
 */
export function useTypingSignal(projectId: Id<"projects">) {
  const setTyping = useMutation(api.teamMessages.setTyping);
  const lastSent = useRef(0);
  const typing = useCallback(() => {
    const at = Date.now();
    if (at - lastSent.current < RENEW_MS) return;
    lastSent.current = at;
    // Best effort: a lost signal only leaves the indicator off.
    setTyping({ projectId, typing: true }).catch(() => undefined);
  }, [projectId, setTyping]);
  const sent = useCallback(() => {
    lastSent.current = 0;
  }, []);
  return { typing, sent };
}

/** "Priya is typing…", "Priya and Kenji are typing…", "3 people are typing…". */
export function typingText(names: readonly string[]): string {
  if (names.length === 0) return "";
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}
