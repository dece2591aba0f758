import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { zodToConvexFields } from "convex-helpers/server/zod4";
import {
  authedMutation,
  publicAction,
  publicQuery,
  sharedQuery,
} from "./functions";
import { setPicture } from "./model/pictures";
import { completeProject } from "./model/completion";
import {
  listProjectListings,
  listProjects,
  listProjectsByCreator,
  listProjectsForProfile,
} from "./model/projectLists";
import {
  closeProject,
  createProject,
  findProject,
  getProject,
  updateProject,
} from "./model/projects";
import {
  toProjectListings,
  toProjectSummary,
  viewerStatesByIds,
} from "./model/projectViewerStates";
import {
  vProjectCategoryFilter,
  vProjectListing,
  vProjectShow,
  vProjectSummary,
  vViewerProjectState,
} from "./model/validators";
import { ERROR_MESSAGES } from "./shared/errors";
import { projectFilterInput } from "./shared/listFilters";
import { projectInputSchema, projectUpdateSchema } from "./shared/schemas";

const listArgs = {
  search: v.optional(v.string()),
  category: v.optional(vProjectCategoryFilter),
  skill: v.optional(v.string()),
  show: v.optional(vProjectShow),
  ...zodToConvexFields(projectFilterInput),
  paginationOpts: paginationOptsValidator,
};

/**
 * Explore page as everyone sees it, newest first: the projects recruiting
 * (open with a seat left), or every project with `show: "all"`; `search`
 * matches title, description and skills (with their aliases); `skill` (any
 * spelling) keeps projects that want that skill; `role`, `commitment`,
 * `overlapWith`, `compensation` and `stage` keep the projects whose open
 * roles and stated terms pass them (shared/listFilters.ts; a term not stated
 * passes no filter on it). A page may hold fewer rows than asked while
 * `isDone` is false. Never reads the caller's
 * identity, so Convex runs it once for all viewers; the viewer's part of each
 * card comes from `viewerStates`.
 */
export const feed = sharedQuery({
  args: listArgs,
  returns: paginationResultValidator(vProjectListing),
  handler: async (ctx, args) => await listProjectListings(ctx, args),
});

/**
 * The viewer's application status for each of these projects, in the order
 * given, one per id (null for a project that does not exist, and for all when
 * signed out). Reads no project document, only the viewer's applications, so
 * no other user's write re-runs it; the web app derives owner and match from
 * the feed row and `profiles.me`. At most `LIMITS.maxViewerStateIds` ids.
 */
export const viewerStates = publicQuery({
  args: { projectIds: v.array(v.id("projects")) },
  returns: v.array(vViewerProjectState),
  handler: async (ctx, { projectIds }) =>
    await viewerStatesByIds(ctx, ctx.viewerId, projectIds),
});

/** `feed` with each row's viewer relation, in one call (one execution per viewer). */
export const list = publicQuery({
  args: listArgs,
  returns: paginationResultValidator(vProjectSummary),
  handler: async (ctx, args) => await listProjects(ctx, ctx.viewerId, args),
});

/**
 * One project as every viewer sees it (the project page), or null when it does
 * not exist. Never reads the caller's identity, so one execution serves every
 * viewer of the page, and an accept re-runs it once, not once per viewer; the
 * viewer's part comes from `viewerStates` (the web app derives owner and
 * match, as for the feed's cards). Takes the id as the page's URL gives it:
 * a string that is no project id (a mistyped link) is a project that does
 * not exist, not a failed call.
 */
export const listing = sharedQuery({
  args: { projectId: v.string() },
  returns: v.union(vProjectListing, v.null()),
  handler: async (ctx, { projectId }) => {
    const project = await findProject(ctx, projectId);
    if (project === null) return null;
    const [listing] = await toProjectListings(ctx, [project]);
    return listing!;
  },
});

/** `listing` with the viewer's relation, in one call (one execution per viewer). */
export const get = publicQuery({
  args: { projectId: v.id("projects") },
  returns: v.union(vProjectSummary, v.null()),
  handler: async (ctx, { projectId }) => {
    const project = await getProject(ctx, projectId);
    return project === null
      ? null
      : await toProjectSummary(ctx, project, ctx.viewerId);
  },
});

/** The viewer's own projects, newest first; empty when signed out. */
export const listMine = publicQuery({
  args: {},
  returns: v.array(vProjectSummary),
  handler: async (ctx) =>
    ctx.viewerId === null ? [] : await listProjectsByCreator(ctx, ctx.viewerId),
});

/** A builder's projects (for /builders/:id), newest first; [] for an unknown profile. */
export const listForBuilder = publicQuery({
  args: { profileId: v.id("profiles") },
  returns: v.array(vProjectSummary),
  handler: async (ctx, { profileId }) =>
    await listProjectsForProfile(ctx, ctx.viewerId, profileId),
});

/**
 * A new open project of the viewer's. The arguments' validators come from
 * `projectInputSchema` (which the project form's schema extends); the rules
 * (lengths, trimming, skills limits) are that schema's, checked in the
 * handler: INVALID_INPUT with the form's message.
 */
export const create = authedMutation({
  signedOutMessage: ERROR_MESSAGES.signedOutCreateProject,
  args: zodToConvexFields(projectInputSchema.shape),
  returns: v.id("projects"),
  handler: async (ctx, args) =>
    await createProject(ctx, ctx.viewerId, args, { now: Date.now() }),
});

/** Owner only: any subset of the create fields. */
export const update = authedMutation({
  args: {
    projectId: v.id("projects"),
    ...zodToConvexFields(projectUpdateSchema.shape),
  },
  returns: v.null(),
  handler: async (ctx, { projectId, ...patch }) => {
    await updateProject(ctx, ctx.viewerId, projectId, patch, {
      now: Date.now(),
    });
    return null;
  },
});

/** Owner only: stops applications and accepts for good. */
export const close = authedMutation({
  args: { projectId: v.id("projects") },
  returns: v.null(),
  handler: async (ctx, { projectId }) => {
    await closeProject(ctx, ctx.viewerId, projectId, { now: Date.now() });
    return null;
  },
});

/**
 * Owner only: marks the project completed. Needs at least one accepted member;
 * freezes the team, who may then review each other for 30 days. Final; a second
 * call does nothing.
 */
export const complete = authedMutation({
  args: { projectId: v.id("projects") },
  returns: v.null(),
  handler: async (ctx, { projectId }) => {
    await completeProject(ctx, ctx.viewerId, projectId, { now: Date.now() });
    return null;
  },
});

/**
 * Owner only: sets the project's cover image to an upload of theirs
 * (`files.generateUploadUrl`), or removes it (null); the cover it replaces is
 * deleted. PNG, JPEG, WebP or GIF by its bytes, at most 5 MB; a refused
 * upload is deleted. Shown as `coverUrl` on the project's page and cards.
 */
export const setCover = publicAction({
  args: {
    projectId: v.id("projects"),
    storageId: v.union(v.id("_storage"), v.null()),
  },
  returns: v.null(),
  handler: async (ctx, { projectId, storageId }) =>
    await setPicture(ctx, { kind: "cover", projectId }, storageId),
});
