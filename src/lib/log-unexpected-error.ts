import { isAppError } from "@convex/shared/errors";

/**
 * Logs a failed call for developers (`console.error(title, error)`), unless it
 * is one of the app's expected failures: a `ConvexError` with one of its codes
 * (a wrong password or code, a full project, signed out), which the person is
 * shown and which is no bug. Anything else (a server bug, a lost connection)
 * is logged.
 */
export function logUnexpectedError(title: string, error: unknown): void {
  if (isAppError(error)) return;
  console.error(title, error);
}
