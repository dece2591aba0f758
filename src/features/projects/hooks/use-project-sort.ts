import { useSearchParams } from "react-router-dom";
import { BEST_MATCH_SORT, SORT_PARAM } from "@/lib/project-links";

export type ProjectSort = "newest" | "match";

/** The /projects order, in the URL as `?sort=match` (newest is the default, left out). */
export function useProjectSort(): [ProjectSort, (sort: ProjectSort) => void] {
  const [params, setParams] = useSearchParams();
  const sort: ProjectSort =
    params.get(SORT_PARAM) === BEST_MATCH_SORT ? "match" : "newest";
  const setSort = (next: ProjectSort) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === "match") out.set(SORT_PARAM, BEST_MATCH_SORT);
        else out.delete(SORT_PARAM);
        return out;
      },
      { replace: true },
    );
  return [sort, setSort];
}
