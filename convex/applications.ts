import { v } from "convex/values";
import {
  authedMutation,
  authedQuery,
  publicQuery,
  sharedQuery,
} from "./functions";
import {
  acceptApplication,
  applyToProject,
  listApplicationsByApplicant,
  listApplicationsForProject,
  rejectApplication,
  withdrawApplication,
} from "./model/applications";
import { ownerResponse } from "./model/applicationClock";
import {
  vMyApplication,
  vOwnerResponse,
  vProjectApplication,
} from "./model/validators";
import { ERROR_MESSAGES } from "./shared/errors";

/** Applies the viewer to a project; the message defaults to the spec's text of interest. */
export const apply = authedMutation({
  signedOutMessage: ERROR_MESSAGES.signedOutApply,
  args: { projectId: v.id("projects"), message: v.optional(v.string()) },
  returns: v.id("applications"),
  handler: async (ctx, { projectId, message }) =>
    await applyToProject(ctx, ctx.viewerId, projectId, message, {
      now: Date.now(),
    }),
});

/** The viewer's applications with their projects, newest first; empty when signed out. */
export const listMine = publicQuery({
  args: {},
  returns: v.array(vMyApplication),
  handler: async (ctx) =>
    ctx.viewerId === null
      ? []
      : await listApplicationsByApplicant(ctx, ctx.viewerId),
});

/** Owner only: a project's applications, newest first. */
export const listForProject = authedQuery({
  args: { projectId: v.id("projects") },
  returns: v.array(vProjectApplication),
  handler: async (ctx, { projectId }) =>
    await listApplicationsForProject(ctx, ctx.viewerId, projectId),
});

/** Owner only, pending only: takes a seat; the last seat marks the project full. */
export const accept = authedMutation({
  args: { applicationId: v.id("applications") },
  returns: v.null(),
  handler: async (ctx, { applicationId }) => {
    await acceptApplication(ctx, ctx.viewerId, applicationId, {
      now: Date.now(),
    });
    return null;
  },
});

/** Owner only, pending only. */
export const reject = authedMutation({
  args: { applicationId: v.id("applications") },
  returns: v.null(),
  handler: async (ctx, { applicationId }) => {
    await rejectApplication(ctx, ctx.viewerId, applicationId, {
      now: Date.now(),
    });
    return null;
  },
});

/** Applicant only, pending only. */
export const withdraw = authedMutation({
  args: { applicationId: v.id("applications") },
  returns: v.null(),
  handler: async (ctx, { applicationId }) => {
    await withdrawApplication(ctx, ctx.viewerId, applicationId, {
      now: Date.now(),
    });
    return null;
  },
});

/**
 * Anyone: how the project's owner answers applications (counts only, never
 * who applied); null for a missing project. `ratePercent` is null until the
 * owner has closed APPLICATION_CLOCK.minAnsweredForRate applications.
 */
export const responseRate = sharedQuery({
  args: { projectId: v.id("projects") },
  returns: v.union(vOwnerResponse, v.null()),
  handler: async (ctx, { projectId }) => {
    const project = await ctx.db.get("projects", projectId);
    return project === null
      ? null
      : await ownerResponse(ctx, project.creatorId);
  },
});

/** The viewer's own response record as an owner. */
export const myResponseRate = authedQuery({
  args: {},
  returns: vOwnerResponse,
  handler: async (ctx) => await ownerResponse(ctx, ctx.viewerId),
});
