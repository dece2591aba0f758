import { useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PRESENCE } from "@convex/shared/presence";
import { useAuthState } from "./use-auth-state";

const NOBODY: ReadonlySet<string> = new Set();

/**
 * Which of these users (at most 50; more are left out) are online anywhere on
 * the site, live: undefined while loading; empty for visitors, who are not
 * shown presence (see convex/presence.ts).
 */
export function useOnlineUserIds(
  userIds: readonly Id<"users">[],
): ReadonlySet<string> | undefined {
  const signedIn = useAuthState() === "signedIn";
  const ids = userIds.slice(0, PRESENCE.maxIsOnlineIds);
  const skip = !signedIn || ids.length === 0;
  const online = useQuery(
    api.presence.isOnline,
    skip ? "skip" : { userIds: ids },
  );
  const set = useMemo(
    () => (online === undefined ? undefined : new Set<string>(online)),
    [online],
  );
  return skip ? NOBODY : set;
}

/** Whether this user is online (for a conversation header, a profile): undefined while loading. */
export function useIsOnline(userId: Id<"users"> | null): boolean | undefined {
  const online = useOnlineUserIds(userId === null ? [] : [userId]);
  if (online === undefined) return undefined;
  return userId !== null && online.has(userId);
}
