import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { useAuthState } from "@/hooks/use-auth-state";

/**
 * Guards a member-only page: its `fallback` (the page's skeleton) while the
 * session loads, else sign-in.
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
  if (auth === "loading") return fallback;
  if (auth === "signedOut") {
    return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  }
  return children;
}
