import { v } from "convex/values";
import { zodToConvexFields } from "convex-helpers/server/zod4";
import {
  authedMutation,
  authedQuery,
  publicQuery,
  sharedQuery,
} from "./functions";
import {
  acceptApplication,
  applyToProject,
  rejectApplication,
  withdrawApplication,
} from "./model/applications";
import {
  listApplicationsByApplicant,
  listApplicationsForProject,
} from "./model/applicationLists";
import { ownerResponse } from "./model/applicationClock";
import {
  vMyApplication,
  vOwnerResponse,
  vProjectApplication,
} from "./model/validators";
import { applyInputSchema } from "./shared/applyInput";
import { ERROR_MESSAGES } from "./shared/errors";

/**
 * Applies the viewer to a project for one of its roles (`roleKey`, required
 * when it has more than one), with an optional note and an optional
 * attachment: one of the viewer's portfolio items or an https link.
 */
export const apply = authedMutation({
  signedOutMessage: ERROR_MESSAGES.signedOutApply,
  args: zodToConvexFields(applyInputSchema.shape),
  returns: v.id("applications"),
  handler: async (ctx, args) =>
    await applyToProject(ctx, ctx.viewerId, args, { now: Date.now() }),
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

/**
 * Owner only, pending only: takes a seat of the application's role; the
 * project's last seat marks it full.
 */
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
