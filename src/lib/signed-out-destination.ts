/**
 * Where a member-only page's guard (app/require-auth.tsx) sends a browser
 * that is signed out: sign-in, unless this browser is leaving that page on
 * purpose. Logging out and deleting the account go home, but the sign-out
 * (or, for a deletion, the server's end of the session, seen live by
 * hooks/use-sign-out-ended-session.ts) may land before the router has left
 * the page; its guard then follows the same way out instead of asking to
 * sign in. The way out holds for the page being left only, until a guard
 * leaves or it is set again.
 */
let leaving: { from: string; to: string } | null = null;

/** Sends a signed-out guard on page `from` to `to`; null restores sign-in. */
export function leaveSignedOutTo(way: { from: string; to: string } | null) {
  leaving = way;
}

/** The way out set for `pathname` by `leaveSignedOutTo`, or null for sign-in. */
export function signedOutDestination(pathname: string): string | null {
  return leaving?.from === pathname ? leaving.to : null;
}
