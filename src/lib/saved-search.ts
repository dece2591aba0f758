import type { ProjectCategory } from "@convex/shared/constants";
import { projectsHref } from "./project-links";

export type SavedSearchFilters = {
  text: string;
  category?: ProjectCategory;
  skills: readonly string[];
};

/** One line for a saved search: 'voice' · Design · Python, RAG. */
export function describeSavedSearch(search: SavedSearchFilters): string {
  const parts = [
    search.text === "" ? null : `“${search.text}”`,
    search.category ?? null,
    search.skills.length === 0 ? null : search.skills.join(", "),
  ].filter((part) => part !== null);
  return parts.length === 0 ? "Any project" : parts.join(" · ");
}

/** /projects with the search applied. */
export function savedSearchHref(search: SavedSearchFilters): string {
  return projectsHref({
    q: search.text,
    category: search.category,
    skills: search.skills,
  });
}
