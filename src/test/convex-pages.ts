import { useCallback, useMemo, useState } from "react";

/**
 * `usePaginatedQuery` as Convex answers it over `items`: each page holds up
 * to the number of items asked for, and a page that comes back full is not
 * done, even when it holds the last item (the page after it comes back empty
 * and done). For a mock of convex/react; it is a hook.
 */
export function useConvexPages<T>(
  items: readonly T[],
  { initialNumItems }: { initialNumItems: number },
) {
  const [asked, setAsked] = useState(initialNumItems);
  const results = useMemo(() => items.slice(0, asked), [items, asked]);
  const loadMore = useCallback((numItems: number) => {
    setAsked((current) => current + numItems);
  }, []);
  return items.length < asked
    ? { results, loadMore, status: "Exhausted" as const, isLoading: false }
    : { results, loadMore, status: "CanLoadMore" as const, isLoading: false };
}
