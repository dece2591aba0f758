import { useContext, type ReactNode } from "react";
import { highlightParts } from "@convex/shared/search";
import { SearchTextContext } from "@/lib/search-text-context";

/** Marks `search` in every `<Highlight>` below (a results list wraps its cards). */
export function HighlightSearch({
  search,
  children,
}: {
  search: string;
  children: ReactNode;
}) {
  return <SearchTextContext value={search}>{children}</SearchTextContext>;
}

/**
 * `text` with every occurrence of the search marked, as the server matches it
 * (case-insensitive, anywhere): why a result is in the list. The search is the
 * `search` prop, else the nearest `HighlightSearch`'s.
 */
export function Highlight({ text, search }: { text: string; search?: string }) {
  const fromList = useContext(SearchTextContext);
  const query = search ?? fromList;
  if (!query) return text;
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      <mark
        key={index}
        className="rounded-sm bg-primary/15 text-foreground dark:bg-primary/30"
      >
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
