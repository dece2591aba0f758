/**
 * Lists of projects: the explore page (one page of project documents, then
 * shaped as listings for the shared feed or as summaries for one viewer) and
 * one creator's projects. Every page of the explore page reads at most
 * CANDIDATE_ROWS_PER_PAGE index rows, so a page may hold fewer rows than
 * asked, or none, while `isDone` is false (the list loads on until it fills
 * or ends).
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import {
  stream,
  type StreamDatabaseReader,
} from "convex-helpers/server/stream";
import type { z } from "zod";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import schema from "../schema";
import {
  ALL_CATEGORIES,
  LIMITS,
  type ProjectCategory,
  type ProjectCategoryFilter,
} from "../shared/constants";
import {
  toProjectListings,
  toProjectSummaries,
  type ProjectListing,
  type ProjectSummary,
} from "./projectViewerStates";
import { clampPagination } from "./projects";
import { parseSearch, searchProjects } from "./searchIndex";
import { hasSkillKey, skillFilterKey } from "./skillIndex";
import { isRecruitingProject, type ProjectShow } from "../shared/recruiting";
import { projectFiltersSchema } from "../shared/listFilters";
import { passesProjectFilters, wantedFacets } from "./projectFacets";
import { parseInput } from "./validation";

export type ListProjectsArgs = ProjectFiltersArgs & {
  search?: string;
  category?: ProjectCategoryFilter;
  skill?: string;
  /** "recruiting" (the default): only projects open with a seat left. */
  show?: ProjectShow;
  paginationOpts: PaginationOptions;
};

/** The filters as the functions take them (parsed here with the shared schema). */
type ProjectFiltersArgs = z.input<typeof projectFiltersSchema>;

/** Index rows one page of the explore page reads at most (each a candidate to check). */
export const CANDIDATE_ROWS_PER_PAGE = 100;

/**
 * The explore page, newest first: the projects recruiting (or, with `show:
 * "all"`, every project) that pass every filter given. One filter serves as
 * the index range and the others are checked on each candidate:
 * - a search text: the trigram index (model/searchIndex.ts);
 * - else a role: the facet of the role's longest word (model/projectFacets.ts);
 * - else a skill: `projectSkills`;
 * - else compensation, commitment or stage: its facet;
 * - else the projects themselves (by status and category).
 * The time-zone overlap is computed at the query's time (daylight saving
 * counts). Reads nothing of the viewer.
 */
async function pageOfProjects(
  ctx: QueryCtx,
  args: ListProjectsArgs,
): Promise<PaginationResult<Doc<"projects">>> {
  const search = parseSearch(args.search);
  const category =
    args.category === undefined || args.category === ALL_CATEGORIES
      ? null
      : args.category;
  const skill = skillFilterKey(args.skill);
  const recruitingOnly = (args.show ?? "recruiting") === "recruiting";
  const paginationOpts = {
    ...clampPagination(args.paginationOpts),
    maximumRowsRead: CANDIDATE_ROWS_PER_PAGE,
  };
  const filters = parseInput(projectFiltersSchema, {
    role: args.role,
    commitment: args.commitment,
    overlapWith: args.overlapWith,
    compensation: args.compensation,
    stage: args.stage,
  });
  const now = Date.now();
  const keep = (project: Doc<"projects"> | null): project is Doc<"projects"> =>
    project !== null &&
    (category === null || project.category === category) &&
    (skill === null || hasSkillKey(project.skills, skill)) &&
    (!recruitingOnly || isRecruitingProject(project)) &&
    passesProjectFilters(project, filters, now);
  if (search !== "") {
    return await searchProjects(ctx, search, category, keep, paginationOpts);
  }
  const db = stream(ctx.db, schema);
  const facets = wantedFacets(filters);
  const facet =
    facets.find((f) => f.startsWith("role:")) ??
    (skill === null ? facets[0] : undefined);
  if (facet !== undefined) {
    const rows = db.query("projectFacets");
    return await (
      recruitingOnly
        ? rows.withIndex("by_facet_and_open_and_createdAt", (q) =>
            q.eq("facet", facet).eq("open", true),
          )
        : rows.withIndex("by_facet_and_createdAt", (q) => q.eq("facet", facet))
    )
      .order("desc")
      .map(async (row) => {
        const project = await ctx.db.get("projects", row.projectId);
        return keep(project) ? project : null;
      })
      .paginate(paginationOpts);
  }
  if (skill !== null) {
    return await skillRows(db, skill, category, recruitingOnly)
      .order("desc")
      .map(async (row) => {
        const project = await ctx.db.get("projects", row.projectId);
        return keep(project) ? project : null;
      })
      .paginate(paginationOpts);
  }
  const projects = db.query("projects");
  return await (
    recruitingOnly
      ? category === null
        ? projects.withIndex("by_status_and_createdAt", (q) =>
            q.eq("status", "open"),
          )
        : projects.withIndex("by_status_and_category_and_createdAt", (q) =>
            q.eq("status", "open").eq("category", category),
          )
      : category === null
        ? projects.withIndex("by_createdAt")
        : projects.withIndex("by_category_and_createdAt", (q) =>
            q.eq("category", category),
          )
  )
    .order("desc")
    .filterWith((project) => Promise.resolve(keep(project)))
    .paginate(paginationOpts);
}

/** `projects.feed`: the explore page as every viewer sees it. */
export async function listProjectListings(
  ctx: QueryCtx,
  args: ListProjectsArgs,
): Promise<PaginationResult<ProjectListing>> {
  const page = await pageOfProjects(ctx, args);
  return { ...page, page: await toProjectListings(ctx, page.page) };
}

/** `projects.list`: the same page, each row with the viewer's state. */
export async function listProjects(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  args: ListProjectsArgs,
): Promise<PaginationResult<ProjectSummary>> {
  const page = await pageOfProjects(ctx, args);
  return {
    ...page,
    page: await toProjectSummaries(ctx, page.page, viewerId),
  };
}

/** The `projectSkills` rows of projects that want a skill (key), in the narrowest index. */
function skillRows(
  db: StreamDatabaseReader<typeof schema>,
  skill: string,
  category: ProjectCategory | null,
  recruitingOnly: boolean,
) {
  const skills = db.query("projectSkills");
  return recruitingOnly
    ? category === null
      ? skills.withIndex("by_skill_and_open_and_createdAt", (q) =>
          q.eq("skill", skill).eq("open", true),
        )
      : skills.withIndex("by_skill_and_open_and_category_and_createdAt", (q) =>
          q.eq("skill", skill).eq("open", true).eq("category", category),
        )
    : category === null
      ? skills.withIndex("by_skill_and_createdAt", (q) => q.eq("skill", skill))
      : skills.withIndex("by_skill_and_category_and_createdAt", (q) =>
          q.eq("skill", skill).eq("category", category),
        );
}

/** One creator's projects, newest first (bounded), as `viewerId` sees them. */
export async function listProjectsByCreator(
  ctx: QueryCtx,
  creatorId: Id<"users">,
  viewerId: Id<"users"> | null = creatorId,
): Promise<ProjectSummary[]> {
  const projects = await ctx.db
    .query("projects")
    .withIndex("by_creator_and_createdAt", (q) => q.eq("creatorId", creatorId))
    .order("desc")
    .take(LIMITS.maxListSize);
  return await toProjectSummaries(ctx, projects, viewerId);
}

/** The projects of the builder with this profile; [] when there is no such profile. */
export async function listProjectsForProfile(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  profileId: Id<"profiles">,
): Promise<ProjectSummary[]> {
  const profile = await ctx.db.get("profiles", profileId);
  if (profile === null) return [];
  return await listProjectsByCreator(ctx, profile.userId, viewerId);
}
