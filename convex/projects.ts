import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { authedMutation, publicQuery } from "./functions";
import { completeProject } from "./model/completion";
import {
  closeProject,
  createProject,
  getProject,
  listProjects,
  listProjectsByCreator,
  listProjectsForProfile,
  toProjectSummary,
  updateProject,
} from "./model/projects";
import {
  vProjectCategory,
  vProjectCategoryFilter,
  vProjectSummary,
} from "./model/validators";
import { ERROR_MESSAGES } from "./shared/errors";

/**
 * Explore page: newest first, or search relevance when `search` is given.
 * `skill` (any spelling) keeps projects that want that skill.
 */
export const list = publicQuery({
  args: {
    search: v.optional(v.string()),
    category: v.optional(vProjectCategoryFilter),
    skill: v.optional(v.string()),
    paginationOpts: paginationOptsValidator,
  },
  returns: paginationResultValidator(vProjectSummary),
  handler: async (ctx, args) => await listProjects(ctx, ctx.viewerId, args),
});

/** One project, or null when it does not exist. */
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

export const create = authedMutation({
  signedOutMessage: ERROR_MESSAGES.signedOutCreateProject,
  args: {
    title: v.string(),
    description: v.string(),
    category: vProjectCategory,
    skills: v.array(v.string()),
    openPositions: v.number(),
  },
  returns: v.id("projects"),
  handler: async (ctx, args) =>
    await createProject(ctx, ctx.viewerId, args, { now: Date.now() }),
});

/** Owner only: any subset of the create fields. */
export const update = authedMutation({
  args: {
    projectId: v.id("projects"),
    title: v.optional(v.string()),
    description: v.optional(v.string()),
    category: v.optional(vProjectCategory),
    skills: v.optional(v.array(v.string())),
    openPositions: v.optional(v.number()),
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
