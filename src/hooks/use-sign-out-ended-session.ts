import { useAuthActions } from "@convex-dev/auth/react";
import { useQuery } from "convex/react";
import { useEffect } from "react";
import { api } from "@convex/_generated/api";
import { useAuthState } from "./use-auth-state";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * Signs this browser out as soon as its session ends elsewhere (a password
 * change, "End session" in another browser, a reset). The server already
 * treats its token as signed out (`auth.isAuthenticated` answers false, live);
 * without this the page would look signed in until the token's next renewal,
 * up to 5 minutes later. Mounted once, by the root layout.
 */
export function useSignOutEndedSession(): void {
  const auth = useAuthState();
  const { signOut } = useAuthActions();
  const sessionLive = useQuery(
    api.auth.isAuthenticated,
    auth === "signedIn" ? {} : "skip",
  );
  const ended = auth === "signedIn" && sessionLive === false;
  useEffect(() => {
    if (!ended) return;
    signOut().catch((error: unknown) =>
      logUnexpectedError("Sign out of an ended session failed", error),
    );
  }, [ended, signOut]);
}
