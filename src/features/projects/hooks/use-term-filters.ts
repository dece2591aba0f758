import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import {
  hasTermFilters,
  readTermFilters,
  TERM_PARAMS,
  writeTermFilters,
  type TermFilters,
} from "../lib/term-filters";

/**
 * The /projects role and terms filters, kept in the URL beside the search,
 * category and skill (lib/term-filters.ts); `clear` removes these only.
 *
 * The router renders a new URL in a transition, and `setSearchParams` hands
 * an updater the params of the last render: two changes before that render
 * (a role typed, then a stage picked at once) would each start from the old
 * URL and the second would drop the first. So each change starts from the
 * params this hook last wrote until the router has rendered them.
 */
export function useTermFilters() {
  const [params, setParams] = useSearchParams();
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) {
      written.current = null;
    }
  }, [params]);
  const filters = readTermFilters(params);

  const write = (change: (current: URLSearchParams) => URLSearchParams) => {
    const next = change(written.current ?? params);
    written.current = next;
    setParams(next, { replace: true });
  };

  return {
    filters,
    isSet: hasTermFilters(filters),
    set: (next: Partial<TermFilters>) =>
      write((current) => writeTermFilters(current, next)),
    clear: () =>
      write((current) => {
        const out = new URLSearchParams(current);
        for (const name of Object.values(TERM_PARAMS)) out.delete(name);
        return out;
      }),
  };
}
