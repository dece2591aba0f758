import { useCallback } from "react";
import { useLocation, useSearchParams, type Location } from "react-router-dom";

/** The params last written, and the rendered location they were built on. */
let pending: { from: Location; params: URLSearchParams } | null = null;

/**
 * The URL's search params, and `write`: the one way the app changes them.
 *
 * react-router renders a new URL in a transition, and `setSearchParams(updater)`
 * hands the updater the params of the last render: two changes before that
 * render (a role typed, then a stage picked at once) would each start from the
 * old URL, and the second would drop the first. So `change` starts from the
 * params last written, by any caller on the page, while the router still shows
 * the location they were written on; once it renders another location (that
 * write, or any navigation), changes start from the URL as rendered.
 *
 * `change` gets a copy it may edit and return. Writes replace the history
 * entry unless `replace: false`.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const write = useCallback(
    (
      change: (current: URLSearchParams) => URLSearchParams,
      { replace = true }: { replace?: boolean } = {},
    ) => {
      const base = pending?.from === location ? pending.params : params;
      const next = change(new URLSearchParams(base));
      pending = { from: location, params: next };
      setParams(next, { replace });
    },
    [location, params, setParams],
  );
  return [params, write] as const;
}
