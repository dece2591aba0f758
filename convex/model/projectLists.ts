/**
 * Lists of projects: the explore page (one page of project documents, then
 * shaped as listings for the shared feed or as summaries for one viewer) and
 * one creator's projects.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
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

export type ListProjectsArgs = {
  search?: string;
  category?: ProjectCategoryFilter;
  skill?: string;
  paginationOpts: PaginationOptions;
};

/**
 * The explore page, newest first: with a search text, the projects whose title
 * or description contains it (model/searchIndex.ts); with a skill, through
 * `projectSkills`; the category filter applies to all. A search with a skill
 * checks the skill on each candidate, so its pages may hold fewer rows than
 * asked, or none while more follow. Reads nothing of the viewer.
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
  const paginationOpts = clampPagination(args.paginationOpts);
  if (search !== "") {
    return await searchProjects(
      ctx,
      search,
      category,
      (project) => skill === null || hasSkillKey(project.skills, skill),
      paginationOpts,
    );
  }
  if (skill !== null) {
    return await listProjectsWithSkill(ctx, skill, category, paginationOpts);
  }
  return category === null
    ? await ctx.db
        .query("projects")
        .withIndex("by_createdAt")
        .order("desc")
        .paginate(paginationOpts)
    : await ctx.db
        .query("projects")
        .withIndex("by_category_and_createdAt", (q) =>
          q.eq("category", category),
        )
        .order("desc")
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

/** Projects that want a skill (key), newest first, through `projectSkills`. */
async function listProjectsWithSkill(
  ctx: QueryCtx,
  skill: string,
  category: ProjectCategory | null,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"projects">>> {
  const rows =
    category === null
      ? await ctx.db
          .query("projectSkills")
          .withIndex("by_skill_and_createdAt", (q) => q.eq("skill", skill))
          .order("desc")
          .paginate(paginationOpts)
      : await ctx.db
          .query("projectSkills")
          .withIndex("by_skill_and_category_and_createdAt", (q) =>
            q.eq("skill", skill).eq("category", category),
          )
          .order("desc")
          .paginate(paginationOpts);
  const projects = await Promise.all(
    rows.page.map(async (row) => await ctx.db.get("projects", row.projectId)),
  );
  return {
    ...rows,
    page: projects.filter((project) => project !== null),
  };
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
