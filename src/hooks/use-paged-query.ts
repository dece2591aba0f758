import {
  usePaginatedQuery,
  type PaginatedQueryArgs,
  type PaginatedQueryItem,
  type PaginatedQueryReference,
  type PaginationStatus,
} from "convex/react";
import { getFunctionName } from "convex/server";
import { convexToJson, type Value } from "convex/values";
import { useCallback, useEffect, useMemo, useState } from "react";

export interface PagedQueryResult<Item> {
  /** The items shown: `pageSize` per page asked for so far. */
  results: Item[];
  /**
   * "LoadingFirstPage" until something shows (or the list is empty);
   * "CanLoadMore" only when more items exist; "LoadingMore" while a page
   * asked for loads; "Exhausted" when every item is shown.
   */
  status: PaginationStatus;
  /** Shows the next page (loading it if it is not here yet). */
  loadMore: () => void;
}

/**
 * A paginated query shown `pageSize` items at a time, whose status tells the
 * truth about what is left. It reads one item past the pages shown: Convex
 * marks a full page as not done even when it holds the last item (the page
 * after it comes back empty), so `usePaginatedQuery`'s "CanLoadMore" alone
 * would offer Load more under a list of exactly one page, and load nothing.
 * It also keeps loading while what came back does not fill the pages shown
 * (a search page that read its share of rows and matched fewer), so a page
 * shows empty only when the list is.
 */
export function usePagedQuery<Query extends PaginatedQueryReference>(
  query: Query,
  args: PaginatedQueryArgs<Query>,
  pageSize: number,
): PagedQueryResult<PaginatedQueryItem<Query>> {
  // Other arguments are another list: it starts again at one page.
  const key = `${getFunctionName(query)}:${JSON.stringify(convexToJson(args as Value))}`;
  const [pages, setPages] = useState({ key, count: 1 });
  if (pages.key !== key) setPages({ key, count: 1 });
  const shown = (pages.key === key ? pages.count : 1) * pageSize;

  const { results, status, loadMore } = usePaginatedQuery(query, args, {
    initialNumItems: pageSize + 1,
  });
  // One past what is shown, so whether more exist is known, not guessed.
  const missing = shown + 1 - results.length;
  const fetchMore = status === "CanLoadMore" && missing > 0;
  useEffect(() => {
    if (fetchMore) loadMore(missing);
  }, [fetchMore, missing, loadMore]);

  const more = results.length > shown;
  const visible = useMemo(
    () => (more ? results.slice(0, shown) : results),
    [more, results, shown],
  );
  const showNextPage = useCallback(() => {
    if (more) setPages((p) => ({ key: p.key, count: p.count + 1 }));
  }, [more]);

  return {
    results: visible,
    status:
      status === "Exhausted" && !more
        ? "Exhausted"
        : more
          ? "CanLoadMore"
          : results.length === 0
            ? "LoadingFirstPage"
            : "LoadingMore",
    loadMore: showNextPage,
  };
}
