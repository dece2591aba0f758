import { Component, type ErrorInfo, type ReactNode } from "react";

/**
 * Catches a failed query (useQuery throws its error while rendering) and shows
 * `fallback(retry, error)`. Retrying remounts the children, which subscribes
 * afresh.
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
    if (this.state.error !== null) {
      return this.props.fallback(this.retry, this.state.error);
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
