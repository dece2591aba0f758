import { useContext } from "react";
import { containsSearch, searchQuery } from "@convex/shared/search";
import { SearchTextContext } from "@/lib/search-text-context";

/** Whether a text holds the nearest `HighlightSearch`'s search (never, without one). */
export function useMatchesSearch(): (text: string) => boolean {
  const query = searchQuery(useContext(SearchTextContext));
  return (text) => query !== "" && containsSearch([text], query);
}
