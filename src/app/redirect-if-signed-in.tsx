import { Navigate, Outlet } from "react-router-dom";
import { useReturnTo } from "@/features/auth/hooks/use-return-to";
import { useAuthState } from "@/hooks/use-auth-state";

/**
 * Sign-in and sign-up are for visitors: a signed-in user (including one who has
 * just signed in here) goes on to the page they wanted, or the dashboard.
 */
export function RedirectIfSignedIn() {
  const auth = useAuthState();
  const returnTo = useReturnTo();
  if (auth === "signedIn") return <Navigate to={returnTo} replace />;
  return <Outlet />;
}
