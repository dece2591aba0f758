import type { ProjectCategory } from "@convex/shared/constants";
import { projectsHref } from "./project-links";

export type SavedSearchFilters = {
  text: string;
  category?: ProjectCategory;
  skills: readonly string[];
  openOnly: boolean;
};

/** One line for a saved search: 'voice' · Design · Python, RAG · Open seats only. */
export function describeSavedSearch(search: SavedSearchFilters): string {
  const parts = [
    search.text === "" ? null : `“${search.text}”`,
    search.category ?? null,
    search.skills.length === 0 ? null : search.skills.join(", "),
    search.openOnly ? "Open seats only" : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? "Any project" : parts.join(" · ");
}

/**
 * /projects with the search applied. "Open seats only" has no /projects
 * filter: it narrows only which new projects notify the saver.
 */
export function savedSearchHref(search: SavedSearchFilters): string {
  return projectsHref({
    q: search.text,
    category: search.category,
    skills: search.skills,
  });
}
