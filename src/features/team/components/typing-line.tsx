import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useNow } from "@/hooks/use-now";
import { typingText } from "../hooks/use-typing";

/**
 * "Priya is typing…" under the messages: the others whose typing has not
 * lapsed (the server gives each its `until`; the clock here, checked every
 * second, drops it then). Its line is always there, so nothing shifts.
 */
export function TypingLine({ projectId }: { projectId: Id<"projects"> }) {
  const typists = useQuery(api.teamMessages.typing, { projectId });
  const now = useNow(1000);
  const names = (typists ?? [])
    .filter((typist) => typist.until > now)
    .map((typist) => typist.person.name);
  return (
    <p
      aria-live="polite"
      className="min-h-5 px-1 text-xs text-muted-foreground italic"
    >
      {typingText(names)}
    </p>
  );
}
