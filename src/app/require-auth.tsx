import { Navigate, Outlet, useLocation } from "react-router-dom";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { useAuthState } from "@/hooks/use-auth-state";

/** Guards member-only routes: a spinner while the session loads, else sign-in. */
export function RequireAuth() {
  const auth = useAuthState();
  const location = useLocation();
  if (auth === "loading") return <FullPageSpinner />;
  if (auth === "signedOut") {
    return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
