import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  ALL_CATEGORIES,
  LIMITS,
  type ApplicationStatus,
  type ProjectCategory,
  type ProjectCategoryFilter,
  type ProjectStatus,
} from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { projectInputSchema, projectUpdateSchema } from "../shared/schemas";
import { recordProjectCreated } from "./activity";
import { notify } from "./notifications";
import {
  getCreatorSummary,
  getProfileByUserId,
  type CreatorSummary,
} from "./profiles";
import type { Match } from "./matching/score";
import { matchForViewer } from "./matching/viewer";
import { scheduleSavedSearchFanout } from "./savedSearches";
import { parseSearch, searchProjects, syncProjectSearch } from "./searchIndex";
import { countProjectChange } from "./aggregates";
import { hasSkillKey, skillFilterKey, syncProjectSkills } from "./skillIndex";
import { parseInput } from "./validation";

export type WriteOptions = { now: number };

export function seatsLeft(project: Doc<"projects">): number {
  return Math.max(0, project.openPositions - project.filledPositions);
}

/** Status after a change of seats, unless the project is closed or completed (both final). */
function statusForSeats(
  status: ProjectStatus,
  openPositions: number,
  filledPositions: number,
): ProjectStatus {
  if (status === "closed" || status === "completed") return status;
  return filledPositions >= openPositions ? "full" : "open";
}

export async function getProject(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<Doc<"projects"> | null> {
  return await ctx.db.get("projects", projectId);
}

export async function getProjectOrThrow(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<Doc<"projects">> {
  const project = await getProject(ctx, projectId);
  if (project === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.projectNotFound);
  }
  return project;
}

/** Loads the project and checks that the viewer created it (FORBIDDEN otherwise). */
export async function requireProjectOwner(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<Doc<"projects">> {
  const project = await getProjectOrThrow(ctx, projectId);
  if (project.creatorId !== viewerId) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.notOwner);
  }
  return project;
}

/**
 * Creates a project for `creatorId` after validating `input` with the shared
 * schema. `now` is the creation time (the demo seed backdates it).
 */
export async function createProject(
  ctx: MutationCtx,
  creatorId: Id<"users">,
  input: unknown,
  { now }: WriteOptions,
): Promise<Id<"projects">> {
  const data = parseInput(projectInputSchema, input);
  const projectId = await ctx.db.insert("projects", {
    ...data,
    filledPositions: 0,
    creatorId,
    status: "open",
    createdAt: now,
    updatedAt: now,
  });
  await recordProjectCreated(ctx, creatorId, projectId, now);
  await countProjectChange(ctx, null, projectId);
  await scheduleSavedSearchFanout(ctx, projectId);
  await syncProjectSkills(ctx, projectId);
  await syncProjectSearch(ctx, projectId);
  return projectId;
}

/** Owner only. Seats may not drop below those filled; raising them reopens a full project. */
export async function updateProject(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  input: unknown,
  { now }: WriteOptions,
): Promise<void> {
  const project = await requireProjectOwner(ctx, viewerId, projectId);
  const patch = parseInput(projectUpdateSchema, input);
  const openPositions = patch.openPositions ?? project.openPositions;
  if (openPositions < project.filledPositions) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.openPositionsBelowFilled);
  }
  await ctx.db.patch("projects", projectId, {
    ...patch,
    status: statusForSeats(
      project.status,
      openPositions,
      project.filledPositions,
    ),
    updatedAt: now,
  });
  await countProjectChange(ctx, project, projectId);
  await syncProjectSkills(ctx, projectId);
  await syncProjectSearch(ctx, projectId);
}

/** Owner only. A closed project refuses applications and accepts; closing is final. */
export async function closeProject(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  { now }: WriteOptions,
): Promise<void> {
  const project = await requireProjectOwner(ctx, viewerId, projectId);
  if (project.status === "closed" || project.status === "completed") return;
  await ctx.db.patch("projects", projectId, {
    status: "closed",
    updatedAt: now,
  });
  await countProjectChange(ctx, project, projectId);
  await syncProjectSkills(ctx, projectId);
}

/** Refuses changes to the team of a closed or completed project. */
export function assertNotEnded(project: Doc<"projects">): void {
  if (project.status === "closed") {
    throw appError("PROJECT_CLOSED", ERROR_MESSAGES.projectClosed);
  }
  if (project.status === "completed") {
    throw appError("PROJECT_CLOSED", ERROR_MESSAGES.projectCompleted);
  }
}

/** Takes one seat (same transaction as the accept); marks the project full on the last one. */
export async function takeSeat(
  ctx: MutationCtx,
  project: Doc<"projects">,
  { now }: WriteOptions,
): Promise<void> {
  assertNotEnded(project);
  if (seatsLeft(project) < 1) {
    throw appError("PROJECT_FULL", ERROR_MESSAGES.projectFull);
  }
  const filledPositions = project.filledPositions + 1;
  const status = statusForSeats(
    project.status,
    project.openPositions,
    filledPositions,
  );
  await ctx.db.patch("projects", project._id, {
    filledPositions,
    status,
    updatedAt: now,
  });
  await countProjectChange(ctx, project, project._id);
  // No actor: the project filling up is news to its owner even though their accept did it.
  if (status === "full") {
    await notify(
      ctx,
      {
        userId: project.creatorId,
        kind: "projectFull",
        projectId: project._id,
      },
      { now },
    );
  }
  await syncProjectSkills(ctx, project._id);
}

/** Refuses applications to a closed project or one with no seat left. */
export function assertAcceptingApplications(project: Doc<"projects">): void {
  assertNotEnded(project);
  if (project.status === "full" || seatsLeft(project) < 1) {
    throw appError("PROJECT_FULL", ERROR_MESSAGES.projectFull);
  }
}

export type ProjectSummary = {
  _id: Id<"projects">;
  _creationTime: number;
  title: string;
  description: string;
  category: Doc<"projects">["category"];
  skills: string[];
  openPositions: number;
  filledPositions: number;
  seatsLeft: number;
  status: ProjectStatus;
  creatorId: Id<"users">;
  creator: CreatorSummary;
  createdAt: number;
  updatedAt: number;
  /** The viewer created this project (false when signed out). */
  isOwner: boolean;
  /** The viewer's application to this project, if any (null when signed out). */
  viewerApplicationStatus: ApplicationStatus | null;
  /** The viewer's match with it (model/matching); null when there is none to show. */
  match: Match | null;
};

/**
 * Projects as cards show them: creator joined, seats left, the viewer's relation to
 * each. The viewer's profile and each creator's are read once for the whole list.
 */
export async function toProjectSummaries(
  ctx: QueryCtx,
  projects: readonly Doc<"projects">[],
  viewerId: Id<"users"> | null,
): Promise<ProjectSummary[]> {
  const viewerProfile =
    viewerId === null ? null : await getProfileByUserId(ctx, viewerId);
  const creators = new Map<Id<"users">, Promise<CreatorSummary>>();
  const creator = (userId: Id<"users">) => {
    let summary = creators.get(userId);
    if (summary === undefined)
      creators.set(userId, (summary = getCreatorSummary(ctx, userId)));
    return summary;
  };
  return await Promise.all(
    projects.map(async (project) => {
      const viewerApplication =
        viewerId === null || viewerId === project.creatorId
          ? null
          : await ctx.db
              .query("applications")
              .withIndex("by_project_and_applicant", (q) =>
                q.eq("projectId", project._id).eq("applicantId", viewerId),
              )
              .first();
      return {
        _id: project._id,
        _creationTime: project._creationTime,
        title: project.title,
        description: project.description,
        category: project.category,
        skills: project.skills,
        openPositions: project.openPositions,
        filledPositions: project.filledPositions,
        seatsLeft: seatsLeft(project),
        status: project.status,
        creatorId: project.creatorId,
        creator: await creator(project.creatorId),
        createdAt: project.createdAt,
        updatedAt: project.updatedAt,
        isOwner: viewerId !== null && viewerId === project.creatorId,
        viewerApplicationStatus: viewerApplication?.status ?? null,
        match: matchForViewer(project, viewerId, viewerProfile),
      };
    }),
  );
}

/** One project as cards show it (`toProjectSummaries` of one). */
export async function toProjectSummary(
  ctx: QueryCtx,
  project: Doc<"projects">,
  viewerId: Id<"users"> | null,
): Promise<ProjectSummary> {
  const [summary] = await toProjectSummaries(ctx, [project], viewerId);
  return summary!;
}

export function clampPagination(opts: PaginationOptions): PaginationOptions {
  return {
    ...opts,
    numItems: Math.max(1, Math.min(opts.numItems, LIMITS.maxPageSize)),
  };
}

/**
 * The explore page, newest first: with a search text, the projects whose title
 * or description contains it (model/searchIndex.ts); with a skill, through
 * `projectSkills`; the category filter applies to all. A search with a skill
 * checks the skill on each candidate, so its pages may hold fewer rows than
 * asked, or none while more follow.
 */
export async function listProjects(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  args: {
    search?: string;
    category?: ProjectCategoryFilter;
    skill?: string;
    paginationOpts: PaginationOptions;
  },
): Promise<PaginationResult<ProjectSummary>> {
  const search = parseSearch(args.search);
  const category =
    args.category === undefined || args.category === ALL_CATEGORIES
      ? null
      : args.category;
  const skill = skillFilterKey(args.skill);
  const paginationOpts = clampPagination(args.paginationOpts);
  const page =
    search !== ""
      ? await searchProjects(
          ctx,
          search,
          category,
          (project) => skill === null || hasSkillKey(project.skills, skill),
          paginationOpts,
        )
      : skill !== null
        ? await listProjectsWithSkill(ctx, skill, category, paginationOpts)
        : category === null
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
