import { useRouteError } from "react-router-dom";
import { ErrorFallback } from "@/components/error-fallback";

/** Unhandled rendering failures land here: log, then the generic fallback page. */
export function RouteError() {
  const error = useRouteError();
  console.error("Unhandled application error", error);
  return <ErrorFallback />;
}
