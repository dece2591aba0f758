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
 */
export function useTermFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readTermFilters(params);
  return {
    filters,
    isSet: hasTermFilters(filters),
    set: (next: Partial<TermFilters>) =>
      setParams((current) => writeTermFilters(current, next), {
        replace: true,
      }),
    clear: () =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const name of Object.values(TERM_PARAMS)) out.delete(name);
          return out;
        },
        { replace: true },
      ),
  };
}
