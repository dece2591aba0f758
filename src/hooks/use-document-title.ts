import { useEffect } from "react";

/** index.html's title, which the home page keeps. */
export const SITE_TITLE = "Buildmates: find your AI collaborators";

/** "Projects · Buildmates"; the site's own title without a page title. */
export function documentTitle(title?: string): string {
  return title ? `${title} · Buildmates` : SITE_TITLE;
}

/**
 * Sets the tab's title while the page is shown. Effects run child first, so
 * the page that knows most (a project's own title) calls this itself, and its
 * route module does not.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
