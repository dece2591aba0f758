import { Component, type ErrorInfo, type ReactNode } from "react";
import { useConnection } from "@/hooks/use-connection";
import { useOnRegained } from "@/hooks/use-on-regained";
import { ConnectionLostError } from "@/lib/connection-lost";

/** The fallback; retries by itself when the client's connection comes back. */
function FailureView({
  render,
  retry,
  error,
}: {
  render: (retry: () => void, error: unknown) => ReactNode;
  retry: () => void;
  error: unknown;
}) {
  const { connected } = useConnection();
  useOnRegained(connected, retry, error instanceof ConnectionLostError);
  return render(retry, error);
}

/**
 * Catches a failed query (useQuery throws its error while rendering) and shows
 * `fallback(retry, error)`. Retrying remounts the children, which subscribes
 * afresh: on the fallback's Try Again, and by itself when the connection to
 * the server comes back after the failure (a load that gave up offline, or
 * failed as the connection dropped, loads then without a click).
 */
export class QueryErrorBoundary extends Component<
  {
    fallback: (retry: () => void, error: unknown) => ReactNode;
    children: ReactNode;
  },
  { error: unknown; attempt: number }
> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Query failed", error, info.componentStack);
  }

  retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (error !== null) {
      return (
        <FailureView
          key={attempt}
          render={this.props.fallback}
          retry={this.retry}
          error={error}
        />
      );
    }
    return <div key={attempt}>{this.props.children}</div>;
  }
}
