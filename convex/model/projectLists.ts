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
import { isRecruitingProject, type ProjectShow } from "../shared/recruiting";

export type ListProjectsArgs = {
  search?: string;
  category?: ProjectCategoryFilter;
  skill?: string;
  /** "recruiting" (the default): only projects open with a seat left. */
  show?: ProjectShow;
  paginationOpts: PaginationOptions;
};

/**
 * The explore page, newest first: the projects recruiting (or, with `show:
 * "all"`, every project); with a search text, those whose title, description
 * or skills contain it (model/searchIndex.ts); with a skill, through
 * `projectSkills`; the category filter applies to all. A search checks the
 * skill and recruiting on each candidate, so its pages may hold fewer rows
 * than asked, or none while more follow. Reads nothing of the viewer.
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
  const paginationOpts = clampPagination(args.paginationOpts);
  if (search !== "") {
    return await searchProjects(
      ctx,
      search,
      category,
      (project) =>
        (skill === null || hasSkillKey(project.skills, skill)) &&
        (!recruitingOnly || isRecruitingProject(project)),
      paginationOpts,
    );
  }
  if (skill !== null) {
    return await listProjectsWithSkill(
      ctx,
      skill,
      category,
      recruitingOnly,
      paginationOpts,
    );
  }
  const projects = ctx.db.query("projects");
  const ordered = recruitingOnly
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
        );
  return await ordered.order("desc").paginate(paginationOpts);
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
  recruitingOnly: boolean,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"projects">>> {
  const skills = ctx.db.query("projectSkills");
  const ordered = recruitingOnly
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
  const rows = await ordered.order("desc").paginate(paginationOpts);
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
