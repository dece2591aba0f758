/**
 * Projects as cards show them, in two parts: the listing, the same for every
 * viewer (so `projects.feed` never reads the caller's identity and Convex shares
 * one result among all callers), and the viewer's state (owner, application,
 * match), small and per viewer. A summary is both, merged.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { matchForViewer } from "./matching/viewer";
import {
  getCreatorSummary,
  getProfileByUserId,
  type CreatorSummary,
} from "./profiles";
import { seatsLeft } from "./projects";
import type {
  vProjectListing,
  vProjectSummary,
  vViewerProjectState,
} from "./validators";

export type ProjectListing = Infer<typeof vProjectListing>;
export type ViewerProjectState = Infer<typeof vViewerProjectState>;
export type ProjectSummary = Infer<typeof vProjectSummary>;

/** Projects as every viewer sees them: creator joined (each read once), seats left. */
export async function toProjectListings(
  ctx: QueryCtx,
  projects: readonly Doc<"projects">[],
): Promise<ProjectListing[]> {
  const creators = new Map<Id<"users">, Promise<CreatorSummary>>();
  const creator = (userId: Id<"users">) => {
    let summary = creators.get(userId);
    if (summary === undefined)
      creators.set(userId, (summary = getCreatorSummary(ctx, userId)));
    return summary;
  };
  return await Promise.all(
    projects.map(async (project) => ({
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
    })),
  );
}

/**
 * The viewer's relation to each project, in order: nothing to read when signed
 * out; else the viewer's profile once for the whole list and their application
 * to each project they do not own.
 */
export async function viewerProjectStates(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  projects: readonly Doc<"projects">[],
): Promise<ViewerProjectState[]> {
  const viewerProfile =
    viewerId === null ? null : await getProfileByUserId(ctx, viewerId);
  return await Promise.all(
    projects.map(async (project) => {
      const application =
        viewerId === null || viewerId === project.creatorId
          ? null
          : await ctx.db
              .query("applications")
              .withIndex("by_project_and_applicant", (q) =>
                q.eq("projectId", project._id).eq("applicantId", viewerId),
              )
              .first();
      return {
        projectId: project._id,
        isOwner: viewerId !== null && viewerId === project.creatorId,
        viewerApplicationStatus: application?.status ?? null,
        match: matchForViewer(project, viewerId, viewerProfile),
      };
    }),
  );
}

/**
 * `projects.viewerStates`: the states of the projects with these ids, in their
 * order; ids of projects that do not exist are skipped. Bounded: at most
 * `LIMITS.maxViewerStateIds` ids.
 */
export async function viewerStatesByIds(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  projectIds: readonly Id<"projects">[],
): Promise<ViewerProjectState[]> {
  if (projectIds.length > LIMITS.maxViewerStateIds) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.tooManyViewerStateIds);
  }
  const projects = await Promise.all(
    projectIds.map((projectId) => ctx.db.get("projects", projectId)),
  );
  return await viewerProjectStates(
    ctx,
    viewerId,
    projects.filter((project) => project !== null),
  );
}

/**
 * Projects as one-call queries return them (`list`, `get`, `listMine`, ...): each
 * listing with the viewer's state.
 */
export async function toProjectSummaries(
  ctx: QueryCtx,
  projects: readonly Doc<"projects">[],
  viewerId: Id<"users"> | null,
): Promise<ProjectSummary[]> {
  const [listings, states] = await Promise.all([
    toProjectListings(ctx, projects),
    viewerProjectStates(ctx, viewerId, projects),
  ]);
  return listings.map((listing, i) => {
    const { projectId: _projectId, ...state } = states[i]!;
    return { ...listing, ...state };
  });
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
