/**
 * The /builders list (`profiles.list`, `builders.list`): newest builders
 * first, with a search text and filters. One filter serves as the index
 * range and the others are checked on each candidate:
 * - a search text: the trigram index (model/searchIndex.ts);
 * - else a skill (any spelling): `profileSkills`;
 * - else availability "busy" or "not-looking": `profiles.by_availability`;
 * - else a category: `profileCategories`;
 * - else availability "open": `profiles.by_availability`, the rows with
 *   "open" and those that never set it (which count as open) merged;
 * - else the profiles themselves.
 * The time-zone overlap (at the query's time) and the hours are checked on
 * each candidate. Each page reads at most BUILDER_CANDIDATE_ROWS index rows,
 * so a page may hold fewer rows than asked, or none, while `isDone` is false.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { mergedStream, stream } from "convex-helpers/server/stream";
import type { z } from "zod";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import schema from "../schema";
import {
  ALL_CATEGORIES,
  builderCategories,
  LIMITS,
  type ProjectCategory,
  type ProjectCategoryFilter,
} from "../shared/constants";
import {
  builderFiltersSchema,
  type BuilderFilters,
} from "../shared/listFilters";
import { MIN_FILTER_OVERLAP_HOURS } from "../shared/projectTerms";
import { overlapHours } from "../shared/timeZones";
import { toPublicProfile, type PublicProfile } from "./profiles";
import { parseSearch, searchProfiles } from "./searchIndex";
import { hasSkillKey, skillFilterKey } from "./skillIndex";
import { parseInput } from "./validation";

/** Index rows one page reads at most (each a candidate to check). */
export const BUILDER_CANDIDATE_ROWS = 100;

export type ListBuildersArgs = z.input<typeof builderFiltersSchema> & {
  search?: string;
  category?: ProjectCategoryFilter;
  skill?: string;
  paginationOpts: PaginationOptions;
};

/**
 * Whether a builder passes the work filters: their availability (never set
 * counts as "open"); a stated time zone that overlaps `overlapWith` by at
 * least MIN_FILTER_OVERLAP_HOURS at `now`; stated hours of at least
 * `minHours`. A builder who states no zone or hours passes no filter on it.
 */
export function passesBuilderFilters(
  profile: Doc<"profiles">,
  filters: BuilderFilters,
  now: number,
): boolean {
  if (
    filters.availability !== undefined &&
    (profile.availability ?? "open") !== filters.availability
  ) {
    return false;
  }
  if (
    filters.minHours !== undefined &&
    (profile.hoursPerWeek ?? 0) < filters.minHours
  ) {
    return false;
  }
  return (
    filters.overlapWith === undefined ||
    (profile.timeZone !== undefined &&
      overlapHours(
        filters.overlapWith,
        { from: profile.timeZone, to: profile.timeZone },
        now,
      ) >= MIN_FILTER_OVERLAP_HOURS)
  );
}

/** One page of builders for these filters, newest first, as public profiles. */
export async function listBuilders(
  ctx: QueryCtx,
  args: ListBuildersArgs,
): Promise<PaginationResult<PublicProfile>> {
  const search = parseSearch(args.search);
  const category =
    args.category === undefined || args.category === ALL_CATEGORIES
      ? null
      : args.category;
  const skill = skillFilterKey(args.skill);
  const filters = parseInput(builderFiltersSchema, {
    availability: args.availability,
    overlapWith: args.overlapWith,
    minHours: args.minHours,
  });
  const paginationOpts = {
    ...args.paginationOpts,
    numItems: Math.max(
      1,
      Math.min(args.paginationOpts.numItems, LIMITS.maxPageSize),
    ),
    maximumRowsRead: BUILDER_CANDIDATE_ROWS,
  };
  const now = Date.now();
  const keep = (profile: Doc<"profiles"> | null): profile is Doc<"profiles"> =>
    profile !== null &&
    (category === null ||
      builderCategories(profile.expertise).includes(category)) &&
    (skill === null || hasSkillKey(profile.skills, skill)) &&
    passesBuilderFilters(profile, filters, now);
  const page = await pageOfBuilders(ctx, search, skill, category, filters, {
    keep,
    paginationOpts,
  });
  return {
    ...page,
    page: await Promise.all(
      page.page.map(async (profile) => await toPublicProfile(ctx, profile)),
    ),
  };
}

/** One page of profiles through the narrowest index (see the file's comment). */
async function pageOfBuilders(
  ctx: QueryCtx,
  search: string,
  skill: string | null,
  category: ProjectCategory | null,
  filters: BuilderFilters,
  {
    keep,
    paginationOpts,
  }: {
    keep: (profile: Doc<"profiles"> | null) => profile is Doc<"profiles">;
    paginationOpts: PaginationOptions & { maximumRowsRead: number };
  },
): Promise<PaginationResult<Doc<"profiles">>> {
  if (search !== "") {
    return await searchProfiles(ctx, search, keep, paginationOpts);
  }
  const db = stream(ctx.db, schema);
  const profileOf = async (row: { profileId: Id<"profiles"> }) => {
    const profile = await ctx.db.get("profiles", row.profileId);
    return keep(profile) ? profile : null;
  };
  const availability = filters.availability;
  if (skill !== null) {
    return await db
      .query("profileSkills")
      .withIndex("by_skill", (q) => q.eq("skill", skill))
      .order("desc")
      .map(profileOf)
      .paginate(paginationOpts);
  }
  if (availability !== undefined && availability !== "open") {
    return await db
      .query("profiles")
      .withIndex("by_availability", (q) => q.eq("availability", availability))
      .order("desc")
      .filterWith((profile) => Promise.resolve(keep(profile)))
      .paginate(paginationOpts);
  }
  if (category !== null) {
    return await db
      .query("profileCategories")
      .withIndex("by_category", (q) => q.eq("category", category))
      .order("desc")
      .map(profileOf)
      .paginate(paginationOpts);
  }
  const profiles =
    availability === "open"
      ? mergedStream(
          [
            db
              .query("profiles")
              .withIndex("by_availability", (q) => q.eq("availability", "open"))
              .order("desc"),
            db
              .query("profiles")
              .withIndex("by_availability", (q) =>
                q.eq("availability", undefined),
              )
              .order("desc"),
          ],
          ["_creationTime"],
        )
      : db.query("profiles").order("desc");
  return await profiles
    .filterWith((profile) => Promise.resolve(keep(profile)))
    .paginate(paginationOpts);
}
