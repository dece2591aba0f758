/**
 * The trigram search indexes (tables/search.ts) and the searches that read them.
 *
 * Writes: the transactions that change a project's title, description or
 * category, or a profile's name, username, role or skills, call the sync
 * functions here, which diff the wanted rows against the stored ones (read
 * through by_project / by_profile) and write only what changed.
 *
 * Reads: a search walks the rows of one gram of its text (shared/search.ts
 * `queryGram`), newest first, loads each candidate and keeps those that really
 * contain the text (and pass the other filters). convex-helpers' `stream` does the
 * walk and the pagination, with cursors `usePaginatedQuery` understands; each page
 * reads at most MAX_ROWS_PER_PAGE rows, so a page may hold fewer results than asked
 * while more follow (the lists load on until they fill or end). A text with no
 * indexed gram (one character, or a pair with a symbol) walks the list itself
 * the same way: such short texts occur in most documents, so few rows are
 * passed over.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { stream } from "convex-helpers/server/stream";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import schema from "../schema";
import { LIMITS, type ProjectCategory } from "../shared/constants";
import { appError } from "../shared/errors";
import { MAX_ALIAS_TEXT_LENGTH } from "../shared/skills";
import {
  containsSearch,
  profileSearchFields,
  projectSearchFields,
  queryGram,
  searchGrams,
  searchQuery,
  SEARCH_MAX_LENGTH,
} from "../shared/search";

/** Rows a search page reads at most (each one a candidate to load and check). */
const MAX_ROWS_PER_PAGE = 100;

/** The search text as matched, or a clear error when it is too long. */
export function parseSearch(text: string | undefined): string {
  const query = searchQuery(text);
  if (Array.from(query).length > SEARCH_MAX_LENGTH) {
    throw appError(
      "INVALID_INPUT",
      `Search text must be at most ${SEARCH_MAX_LENGTH} characters`,
    );
  }
  return query;
}

/**
 * Rows read when syncing one document: more than any may hold (each field
 * gives at most one trigram per character: a title, a description and every
 * spelling of each skill; and 1,296 pairs), so rows left over from a bug or an
 * older limit are still found and removed.
 */
const ROW_READ_LIMIT =
  2 *
  (LIMITS.titleMaxLength +
    LIMITS.descriptionMaxLength +
    LIMITS.maxSkills * (LIMITS.skillMaxLength + MAX_ALIAS_TEXT_LENGTH) +
    36 * 36);

type GramTable = "projectSearchGrams" | "profileSearchGrams";

/** Deletes the rows not wanted, inserts the wanted ones missing. */
async function syncRows<Table extends GramTable>(
  ctx: MutationCtx,
  table: Table,
  existing: { _id: Id<Table>; gram: string; current: boolean }[],
  wanted: Set<string>,
  insert: (gram: string) => Promise<unknown>,
): Promise<void> {
  const kept = new Set<string>();
  for (const row of existing) {
    if (wanted.has(row.gram) && row.current && !kept.has(row.gram)) {
      kept.add(row.gram);
    } else {
      await ctx.db.delete(table, row._id);
    }
  }
  for (const gram of wanted) {
    if (!kept.has(gram)) await insert(gram);
  }
}

/** Makes the project's gram rows match it; removes them if it is gone. */
export async function syncProjectSearch(
  ctx: MutationCtx,
  projectId: Id<"projects">,
): Promise<void> {
  const project = await ctx.db.get("projects", projectId);
  const existing = await ctx.db
    .query("projectSearchGrams")
    .withIndex("by_project", (q) => q.eq("projectId", projectId))
    .take(ROW_READ_LIMIT);
  const wanted = new Set(
    project === null ? [] : searchGrams(projectSearchFields(project)),
  );
  await syncRows(
    ctx,
    "projectSearchGrams",
    existing.map((row) => ({
      ...row,
      current:
        row.category === project?.category &&
        row.createdAt === project.createdAt,
    })),
    wanted,
    async (gram) =>
      await ctx.db.insert("projectSearchGrams", {
        gram,
        projectId,
        category: project!.category,
        createdAt: project!.createdAt,
      }),
  );
}

/** Makes the profile's gram rows match it; removes them if it is gone. */
export async function syncProfileSearch(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
): Promise<void> {
  const profile = await ctx.db.get("profiles", profileId);
  const existing = await ctx.db
    .query("profileSearchGrams")
    .withIndex("by_profile", (q) => q.eq("profileId", profileId))
    .take(ROW_READ_LIMIT);
  const wanted = new Set(
    profile === null ? [] : searchGrams(profileSearchFields(profile)),
  );
  await syncRows(
    ctx,
    "profileSearchGrams",
    existing.map((row) => ({
      ...row,
      current: row.profileCreatedAt === profile?._creationTime,
    })),
    wanted,
    async (gram) =>
      await ctx.db.insert("profileSearchGrams", {
        gram,
        profileId,
        profileCreatedAt: profile!._creationTime,
      }),
  );
}

const searchOptions = (paginationOpts: PaginationOptions) => ({
  ...paginationOpts,
  maximumRowsRead: MAX_ROWS_PER_PAGE,
});

/**
 * Projects whose title, description or skills contain `query` (folded,
 * non-empty), newest first, in `category` when given, passing `keep`.
 */
export async function searchProjects(
  ctx: QueryCtx,
  query: string,
  category: ProjectCategory | null,
  keep: (project: Doc<"projects">) => boolean,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"projects">>> {
  const matches = (project: Doc<"projects"> | null) =>
    project !== null &&
    (category === null || project.category === category) &&
    containsSearch(projectSearchFields(project), query) &&
    keep(project);
  const gram = queryGram(query);
  const db = stream(ctx.db, schema);
  if (gram === null) {
    const rows =
      category === null
        ? db.query("projects").withIndex("by_createdAt").order("desc")
        : db
            .query("projects")
            .withIndex("by_category_and_createdAt", (q) =>
              q.eq("category", category),
            )
            .order("desc");
    return await rows
      .filterWith((project) => Promise.resolve(matches(project)))
      .paginate(searchOptions(paginationOpts));
  }
  const rows =
    category === null
      ? db
          .query("projectSearchGrams")
          .withIndex("by_gram_and_createdAt", (q) => q.eq("gram", gram))
          .order("desc")
      : db
          .query("projectSearchGrams")
          .withIndex("by_gram_and_category_and_createdAt", (q) =>
            q.eq("gram", gram).eq("category", category),
          )
          .order("desc");
  return await rows
    .map(async (row) => {
      const project = await ctx.db.get("projects", row.projectId);
      return matches(project) ? project : null;
    })
    .paginate(searchOptions(paginationOpts));
}

/**
 * Profiles whose name, username, role or a skill contains `query` (folded,
 * non-empty), newest first, passing `keep`.
 */
export async function searchProfiles(
  ctx: QueryCtx,
  query: string,
  keep: (profile: Doc<"profiles">) => boolean,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"profiles">>> {
  const matches = (profile: Doc<"profiles"> | null) =>
    profile !== null &&
    containsSearch(profileSearchFields(profile), query) &&
    keep(profile);
  const gram = queryGram(query);
  const db = stream(ctx.db, schema);
  if (gram === null) {
    return await db
      .query("profiles")
      .order("desc")
      .filterWith((profile) => Promise.resolve(matches(profile)))
      .paginate(searchOptions(paginationOpts));
  }
  return await db
    .query("profileSearchGrams")
    .withIndex("by_gram_and_profileCreatedAt", (q) => q.eq("gram", gram))
    .order("desc")
    .map(async (row) => {
      const profile = await ctx.db.get("profiles", row.profileId);
      return matches(profile) ? profile : null;
    })
    .paginate(searchOptions(paginationOpts));
}
