/**
 * Where a member-only page's guard (app/require-auth.tsx) sends a browser
 * that is signed out: sign-in, unless this browser is on its way out on
 * purpose. Deleting the account goes home, but the server ends the sessions
 * first, and the live session check (hooks/use-sign-out-ended-session.ts)
 * or a member-only query may sign the page out before the router has left
 * it; the guard then follows the same way out instead of asking to sign in.
 */
let destination: string | null = null;

/** Sends a signed-out guard to `path` from now on; null restores sign-in. */
export function leaveSignedOutTo(path: string | null): void {
  destination = path;
}

/** The way out set by `leaveSignedOutTo`, or null for sign-in. */
export function signedOutDestination(): string | null {
  return destination;
}
