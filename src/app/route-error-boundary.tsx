import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { ErrorFallback } from "@/components/error-fallback";

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unhandled application error", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}

/** Unhandled rendering failures show the generic fallback; navigating away recovers. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
