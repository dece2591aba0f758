import { Component, type ReactNode } from "react";
import { useBrowserOnline } from "@/hooks/use-browser-online";
import { useOnRegained } from "@/hooks/use-on-regained";
import { ChunkLoadError } from "@/lib/chunk-load-error";
import { retryFailedLoads } from "@/lib/load-once";

/** What a ChunkBoundary's fallback is told. */
export interface ChunkFailure {
  /** The browser is offline: the code loads once it is back online. */
  offline: boolean;
  /** Tries to load the code again now. */
  retry: () => void;
}

/** The fallback, told whether the browser is offline now; retries once it is back online. */
function FailureView({
  render,
  retry,
  failedOffline,
}: {
  render: (failure: ChunkFailure) => ReactNode;
  retry: () => void;
  failedOffline: boolean;
}) {
  const online = useBrowserOnline();
  useOnRegained(online, retry, failedOffline);
  return render({ offline: !online, retry });
}

/**
 * Catches code that could not be loaded (a ChunkLoadError from
 * lazyWithPreload) and shows `fallback` instead of its children; other
 * errors go on to the boundary above. It tries again by itself when the
 * browser comes back online, and when the fallback calls `retry`.
 */
export class ChunkBoundary extends Component<
  { fallback: (failure: ChunkFailure) => ReactNode; children: ReactNode },
  { error: unknown; attempt: number }
> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    retryFailedLoads();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error === null) return this.props.children;
    // Not ours: on to the boundary above, as it was thrown.
    if (!(error instanceof ChunkLoadError)) throw error as Error;
    return (
      <FailureView
        key={attempt}
        render={this.props.fallback}
        retry={this.retry}
        failedOffline={error.offline}
      />
    );
  }
}
