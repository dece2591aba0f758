import { useUrlParams } from "@/hooks/use-url-params";
import { TERM_PARAMS } from "@/lib/project-links";
import {
  hasTermFilters,
  readTermFilters,
  writeTermFilters,
  type TermFilters,
} from "../lib/term-filters";

/**
 * The /projects role and terms filters, kept in the URL beside the search,
 * category and skill (lib/term-filters.ts); `clear` removes these only.
 */
export function useTermFilters() {
  const [params, write] = useUrlParams();
  const filters = readTermFilters(params);
  return {
    filters,
    isSet: hasTermFilters(filters),
    set: (next: Partial<TermFilters>) =>
      write((current) => writeTermFilters(current, next)),
    clear: () =>
      write((current) => {
        for (const name of Object.values(TERM_PARAMS)) current.delete(name);
        return current;
      }),
  };
}
