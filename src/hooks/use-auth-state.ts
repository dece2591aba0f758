import { useConvexAuth } from "convex/react";

export type AuthState = "loading" | "signedIn" | "signedOut";

/** The viewer's session state as one value: loading, signed in or signed out. */
export function useAuthState(): AuthState {
  const { isLoading, isAuthenticated } = useConvexAuth();
  if (isLoading) return "loading";
  return isAuthenticated ? "signedIn" : "signedOut";
}
