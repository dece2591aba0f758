import { lazy, type ComponentType } from "react";

/**
 * React.lazy with a `preload()` that starts the same import ahead of the first
 * render, e.g. on hover or focus of the button that will show the component.
 * The import runs once (again after a failure); React.lazy and `preload`
 * share its promise.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
