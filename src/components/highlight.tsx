import { highlightParts } from "@convex/shared/search";

/**
 * `text` with every occurrence of `search` marked, as the server matches it
 * (case-insensitive, anywhere): why a search result is in the list.
 */
export function Highlight({ text, search }: { text: string; search?: string }) {
  if (!search) return text;
  return highlightParts(text, search).map((part, index) =>
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
