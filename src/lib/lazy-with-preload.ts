import { createElement, lazy, type ComponentType } from "react";
import { loadOnce } from "./load-once";

/**
 * React.lazy with a `preload()` that starts the same import ahead of the
 * first render, e.g. on hover or focus of the button that will show the
 * component. The import runs once (loadOnce: a failure is a ChunkLoadError,
 * for a ChunkBoundary, and is tried again once the browser is back online,
 * or on a retry). React.lazy keeps a failed import failed for good, so each
 * attempt gets a lazy component of its own: the one rendered is the current
 * attempt's, and a retry renders (and loads) a new one.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
) {
  const preload = loadOnce(load);
  let attempt: Promise<ComponentType<P>> | undefined;
  let Current: ComponentType<P> | undefined;
  function Lazy(props: P) {
    const pending = preload();
    if (pending !== attempt || Current === undefined) {
      attempt = pending;
      Current = lazy(() =>
        pending.then((component) => ({ default: component })),
      );
    }
    return createElement(Current, props);
  }
  return Object.assign(Lazy, { preload });
}
