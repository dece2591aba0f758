/**
 * Projects as cards show them, in two parts: the listing, the same for every
 * viewer (so `projects.feed` never reads the caller's identity and Convex shares
 * one result among all callers), and the viewer's relation to it (owner,
 * application, match). Of the relation, only the application status needs the
 * server (`projects.viewerStates`); owner and match are pure functions of the
 * listing and the viewer's profile (shared/matchScore.ts), which the web app
 * computes from the feed row and `profiles.me`, and the one-call queries
 * (`list`, `get`, ...) compute here the same way.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { LIMITS, type ApplicationStatus } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import { matchForViewer } from "../shared/matchScore";
import {
  getCreatorSummary,
  getProfileByUserId,
  type CreatorSummary,
} from "./profiles";
import { seatsLeft } from "../shared/recruiting";
import { projectRoles } from "../shared/roles";
import { storedFileUrl } from "./files";
import type {
  vProjectListing,
  vProjectSummary,
  vViewerProjectState,
} from "./validators";

export type ProjectListing = Infer<typeof vProjectListing>;
export type ViewerProjectState = Infer<typeof vViewerProjectState>;
export type ProjectSummary = Infer<typeof vProjectSummary>;

/** Projects as every viewer sees them: creator joined (each read once), seats left, cover URL. */
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
      teamSkillCounts: project.teamSkillCounts ?? [],
      creatorId: project.creatorId,
      creator: await creator(project.creatorId),
      coverUrl: await storedFileUrl(ctx, project.coverId),
      roles: projectRoles(project),
      commitment: project.commitment ?? null,
      timeZones: project.timeZones ?? null,
      remoteOk: project.remoteOk ?? null,
      compensation: project.compensation ?? null,
      stage: project.stage ?? null,
      duration: project.duration ?? null,
      createdAt: project.createdAt,
      updatedAt: project.updatedAt,
    })),
  );
}

/**
 * The viewer's application to a project (its status, and the role it names
 * if any), through the (project, applicant) index: only the viewer's own
 * applications are ever in that range.
 */
async function viewerApplication(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
): Promise<{ status: ApplicationStatus; roleKey?: string } | null> {
  const application = await ctx.db
    .query("applications")
    .withIndex("by_project_and_applicant", (q) =>
      q.eq("projectId", projectId).eq("applicantId", viewerId),
    )
    .first();
  return application === null
    ? null
    : { status: application.status, roleKey: application.roleKey };
}

/**
 * `projects.viewerStates`: the viewer's application status for each id, in
 * order, one per id (null when signed out, or for a project that does not
 * exist). It reads no project document, so no change to a project (seats,
 * status, team) re-runs it: those reach the viewer through the shared feed.
 * Bounded: at most `LIMITS.maxViewerStateIds` ids.
 */
export async function viewerStatesByIds(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  projectIds: readonly Id<"projects">[],
): Promise<ViewerProjectState[]> {
  if (projectIds.length > LIMITS.maxViewerStateIds) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.tooManyViewerStateIds);
  }
  return await Promise.all(
    projectIds.map(async (projectId) => {
      const application =
        viewerId === null
          ? null
          : await viewerApplication(ctx, viewerId, projectId);
      return {
        projectId,
        viewerApplicationStatus: application?.status ?? null,
        ...(application?.roleKey === undefined
          ? {}
          : { viewerRoleKey: application.roleKey }),
      };
    }),
  );
}

/**
 * Projects as one-call queries return them (`list`, `get`, `listMine`, ...):
 * each listing with the viewer's relation, derived from the listing and the
 * viewer's profile (read once for the whole list) as the web app derives it.
 */
export async function toProjectSummaries(
  ctx: QueryCtx,
  projects: readonly Doc<"projects">[],
  viewerId: Id<"users"> | null,
): Promise<ProjectSummary[]> {
  const [listings, viewerProfile] = await Promise.all([
    toProjectListings(ctx, projects),
    viewerId === null ? null : getProfileByUserId(ctx, viewerId),
  ]);
  // Time zones are compared at the query's time.
  const now = Date.now();
  return await Promise.all(
    listings.map(async (listing) => {
      const isOwner = viewerId !== null && viewerId === listing.creatorId;
      // Owners cannot apply to their own project: nothing to look up.
      const application =
        viewerId === null || isOwner
          ? null
          : await viewerApplication(ctx, viewerId, listing._id);
      const viewerApplicationStatus = application?.status ?? null;
      return {
        ...listing,
        isOwner,
        viewerApplicationStatus,
        match: matchForViewer(
          listing,
          viewerProfile,
          viewerApplicationStatus,
          now,
          application?.roleKey,
        ),
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
