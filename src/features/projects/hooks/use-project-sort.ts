import { BEST_MATCH_SORT, SORT_PARAM } from "@/lib/project-links";
import { useUrlParams } from "@/hooks/use-url-params";

export type ProjectSort = "newest" | "match";

/** The /projects order, in the URL as `?sort=match` (newest is the default, left out). */
export function useProjectSort(): [ProjectSort, (sort: ProjectSort) => void] {
  const [params, write] = useUrlParams();
  const sort: ProjectSort =
    params.get(SORT_PARAM) === BEST_MATCH_SORT ? "match" : "newest";
  const setSort = (next: ProjectSort) =>
    write((current) => {
      if (next === "match") current.set(SORT_PARAM, BEST_MATCH_SORT);
      else current.delete(SORT_PARAM);
      return current;
    });
  return [sort, setSort];
}
