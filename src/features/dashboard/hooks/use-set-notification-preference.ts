import { useMutation } from "convex/react";
import type { OptimisticLocalStore } from "convex/browser";
import { api } from "@convex/_generated/api";
import type { FunctionArgs } from "convex/server";

type SetArgs = FunctionArgs<typeof api.notificationPreferences.set>;

/**
 * The change `notificationPreferences.set` will make, applied at once to the
 * viewer's preferences as the page holds them (`notificationPreferences.mine`),
 * before the server answers. Convex drops it when the server's result
 * arrives, or when the mutation fails (the box goes back as it was).
 */
export function setPreferenceLocally(
  localStore: OptimisticLocalStore,
  change: SetArgs,
): void {
  const rows = localStore.getQuery(api.notificationPreferences.mine, {});
  if (rows === undefined) return;
  localStore.setQuery(
    api.notificationPreferences.mine,
    {},
    rows.map((row) =>
      row.kind === change.kind
        ? { ...row, inApp: change.inApp, email: change.email }
        : row,
    ),
  );
}

/** `notificationPreferences.set`, shown as done the moment it is called. */
export function useSetNotificationPreference() {
  return useMutation(api.notificationPreferences.set).withOptimisticUpdate(
    setPreferenceLocally,
  );
}
