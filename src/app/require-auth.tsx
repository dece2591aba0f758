import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { useAuthState } from "@/hooks/use-auth-state";
import {
  leaveSignedOutTo,
  signedOutDestination,
} from "@/lib/signed-out-destination";

/**
 * Guards a member-only page: its `fallback` (the page's skeleton) while the
 * session loads, else sign-in, or the way out a browser leaving the page on
 * purpose set (lib/signed-out-destination.ts), which ends once it has left.
 */
export function RequireAuth({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const auth = useAuthState();
  const location = useLocation();
  useEffect(() => () => leaveSignedOutTo(null), []);
  if (auth === "loading") return fallback;
  if (auth === "signedOut") {
    const away = signedOutDestination(location.pathname);
    return away === null ? (
      <Navigate to={paths.signIn} replace state={{ from: location }} />
    ) : (
      <Navigate to={away} replace />
    );
  }
  return children;
}
