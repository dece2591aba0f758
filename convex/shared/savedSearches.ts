/**
 * A saved search's input, shared by the form that saves it and the mutation:
 * the /projects search text, category and skills, and its role and terms
 * filters (`projectFilterInput`, the lists' own declaration).
 */
import { z } from "zod";
import { PROJECT_CATEGORIES } from "./constants";
import {
  projectFilterInput,
  roleTitleWords,
  type ProjectFilters,
} from "./listFilters";
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
    ...projectFilterInput,
  })
  .refine(
    (search) =>
      search.text !== "" ||
      search.category !== undefined ||
      search.skills.length > 0 ||
      filtersSomething(search),
    {
      message:
        "Add a search text, a category, a skill or a filter to save a search",
    },
  );
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** The role and terms filters' names (`projectFilterInput`'s fields). */
const FILTER_FIELDS = Object.keys(
  projectFilterInput,
) as (keyof ProjectFilters)[];

/** The role and terms filters a search sets, and no other field. */
export function projectFiltersOf(search: ProjectFilters): ProjectFilters {
  return Object.fromEntries(
    FILTER_FIELDS.flatMap((field) => {
      const value = search[field];
      return value === undefined ? [] : [[field, value] as const];
    }),
  );
}

/**
 * Whether any role or terms filter narrows the list: a role with no word of
 * two characters or more filters nothing (`roleTitleWords`).
 */
function filtersSomething(filters: ProjectFilters): boolean {
  return FILTER_FIELDS.some((field) =>
    field === "role"
      ? roleTitleWords(filters.role ?? "").length > 0
      : filters[field] !== undefined,
  );
}

/**
 * Whether a project matches a saved search's text, category and skills: the
 * /projects filters' semantics. The role and terms filters are the lists'
 * `passesProjectFilters` (model/projectFacets.ts), which model/savedSearches.ts
 * checks beside this one; only projects that recruit are ever news to a saver
 * (it checks that before it asks).
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
