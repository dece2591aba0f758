/** A saved search's input, shared by the form that saves it and the mutation. */
import { z } from "zod";
import { PROJECT_CATEGORIES } from "./constants";
import { skillsSchema } from "./schemas";
import { containsSearch, projectSearchFields, searchQuery } from "./search";
import { singleLineText } from "./text";

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches a user may keep. */
  perUser: 20,
  textMaxLength: 100,
  maxSkills: 5,
} as const;

export const savedSearchInputSchema = z
  .object({
    text: singleLineText()
      .trim()
      .max(
        SAVED_SEARCH_LIMITS.textMaxLength,
        `Search text must be at most ${SAVED_SEARCH_LIMITS.textMaxLength} characters`,
      ),
    category: z.enum(PROJECT_CATEGORIES).optional(),
    skills: skillsSchema.pipe(
      z
        .array(z.string())
        .max(
          SAVED_SEARCH_LIMITS.maxSkills,
          `A saved search takes at most ${SAVED_SEARCH_LIMITS.maxSkills} skills`,
        ),
    ),
  })
  .refine(
    (search) =>
      search.text !== "" ||
      search.category !== undefined ||
      search.skills.length > 0,
    { message: "Add a search text, a category or a skill to save a search" },
  );
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/**
 * Whether a project matches a saved search: the /projects filters' semantics.
 * Only projects that recruit are ever news to a saver (model/savedSearches.ts
 * checks that before it asks).
 */
export function projectMatchesSearch(
  project: {
    title: string;
    description: string;
    skills: readonly string[];
    category: string;
    skillKeys: ReadonlySet<string>;
  },
  search: {
    text: string;
    category?: string;
    skillKeys: readonly string[];
  },
): boolean {
  if (search.category !== undefined && project.category !== search.category) {
    return false;
  }
  if (!search.skillKeys.every((key) => project.skillKeys.has(key))) {
    return false;
  }
  return containsSearch(projectSearchFields(project), searchQuery(search.text));
}
