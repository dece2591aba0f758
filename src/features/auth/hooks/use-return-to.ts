import { useLocation, type Location } from "react-router-dom";
import { paths } from "@/config/paths";

/** Where to go after signing in: the page the visitor was sent away from, or the dashboard. */
export function useReturnTo(): string {
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  if (!from?.pathname || from.pathname === paths.signIn) return paths.dashboard;
  return `${from.pathname}${from.search}${from.hash}`;
}
