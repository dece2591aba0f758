import { ChunkLoadError } from "./chunk-load-error";

/** Bumped by `retryFailedLoads`: a failure from an earlier round is tried again. */
let round = 0;

const browserOffline = () =>
  typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * Lets every failed load be tried again on its next call (a person asked to
 * try again). A load that failed because the browser was offline is tried
 * again anyway once it is back online.
 */
export function retryFailedLoads(): void {
  round += 1;
}

/**
 * A dynamic import of app code, started at most once and shared by every
 * caller (a link's preload, the render that needs it). Fails with a
 * ChunkLoadError. A failure is kept, so a render that sees it does not start
 * another fetch by rendering again, until the browser is back online (when
 * the browser was offline) or `retryFailedLoads` is called.
 *
 * While the browser is offline the import is not even tried: Chromium keeps
 * a failed module fetch failed for the page's whole life (the module map
 * remembers it, and the failed `modulepreload`s of its imports), so code
 * asked for once while offline would never load after the connection
 * returns, short of a reload.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  let failure: { round: number; untried: boolean } | null = null;
  return () => {
    const stale =
      failure !== null &&
      (failure.round !== round || (failure.untried && !browserOffline()));
    if (pending === undefined || stale) {
      failure = null;
      const started = round;
      const offline = browserOffline();
      pending = (
        offline ? Promise.reject(new ChunkLoadError(true)) : load()
      ).catch((error: unknown) => {
        failure = { round: started, untried: offline };
        throw error instanceof ChunkLoadError
          ? error
          : new ChunkLoadError(browserOffline(), { cause: error });
      });
    }
    return pending;
  };
}
