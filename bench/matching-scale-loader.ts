/**
 * Bench-only Convex module for bench:matching-scale: batched inserts of
 * builders, projects and teams through the app's model functions (so every
 * index the app keeps, skill indexes and team skills included, is kept as
 * real writes keep it), and sessions for viewers. Never in convex/: the
 * benchmark mounts it beside the app's modules as `benchLoad`
 * (bench/matching-app.ts), so it is never deployed.
 */
import { v } from "convex/values";
import { internalMutation, internalQuery } from "../convex/functions";
import {
  acceptApplication,
  applyToProject,
} from "../convex/model/applications";
import { updateProfile } from "../convex/model/profiles";
import { createProject } from "../convex/model/projects";
import { createUserWithProfile } from "../convex/model/users";
import { vProjectCategory } from "../convex/model/validators";
import { vBuilderAccount } from "./builder-account";

const DAY_MS = 24 * 60 * 60 * 1000;

export const insertBuilders = internalMutation({
  args: {
    builders: v.array(vBuilderAccount),
  },
  returns: v.array(v.id("users")),
  handler: async (ctx, { builders }) => {
    const userIds = [];
    for (const { skills, ...profile } of builders) {
      const userId = await createUserWithProfile(ctx, { ...profile, bio: "" });
      await updateProfile(ctx, userId, { skills });
      userIds.push(userId);
    }
    return userIds;
  },
});

export const insertProjects = internalMutation({
  args: {
    projects: v.array(
      v.object({
        creatorId: v.id("users"),
        title: v.string(),
        description: v.string(),
        category: vProjectCategory,
        skills: v.array(v.string()),
        openPositions: v.number(),
        createdAt: v.number(),
      }),
    ),
  },
  returns: v.array(v.id("projects")),
  handler: async (ctx, { projects }) => {
    const ids = [];
    for (const { creatorId, createdAt, ...input } of projects) {
      ids.push(await createProject(ctx, creatorId, input, { now: createdAt }));
    }
    // Each new project schedules a saved-search fanout. This data has no
    // saved searches, so each would find nothing, yet the jobs (one durable
    // commit each) would take minutes and run during the measurements.
    const jobs = await ctx.db.system
      .query("_scheduled_functions")
      .order("desc")
      .take(projects.length + 10);
    for (const job of jobs) {
      if (job.state.kind === "pending" && job.name.includes("fanout")) {
        await ctx.scheduler.cancel(job._id);
      }
    }
    return ids;
  },
});

/** Each member applies a day after the project was made; its owner accepts. */
export const insertTeams = internalMutation({
  args: {
    members: v.array(
      v.object({ projectId: v.id("projects"), applicantId: v.id("users") }),
    ),
  },
  returns: v.null(),
  handler: async (ctx, { members }) => {
    for (const { projectId, applicantId } of members) {
      const project = await ctx.db.get("projects", projectId);
      if (project === null) throw new Error(`No project ${projectId}`);
      const now = project.createdAt + DAY_MS;
      const applicationId = await applyToProject(
        ctx,
        applicantId,
        { projectId },
        { now },
      );
      await acceptApplication(ctx, project.creatorId, applicationId, { now });
    }
    return null;
  },
});

/** A session per user, as signing in makes one; the bench builds their identities. */
export const createSessions = internalMutation({
  args: { userIds: v.array(v.id("users")) },
  returns: v.array(v.id("authSessions")),
  handler: async (ctx, { userIds }) => {
    const expirationTime = Date.now() + DAY_MS;
    const ids = [];
    for (const userId of userIds) {
      ids.push(await ctx.db.insert("authSessions", { userId, expirationTime }));
    }
    return ids;
  },
});

/**
 * Scheduled jobs due by `before` (ms) not finished yet, among the newest;
 * later ones (a sign-in limit's expiry, minutes away) are not waited for.
 */
export const unfinishedJobs = internalQuery({
  args: { before: v.number() },
  returns: v.number(),
  handler: async (ctx, { before }) => {
    const jobs = await ctx.db.system
      .query("_scheduled_functions")
      .order("desc")
      .take(500);
    return jobs.filter(
      (job) =>
        job.scheduledTime <= before &&
        (job.state.kind === "pending" || job.state.kind === "inProgress"),
    ).length;
  },
});
