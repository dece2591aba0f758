/**
 * Test-only functions for the clock's restart test (never deployed with the
 * app: this folder re-exports the app's schema and clock steps beside them).
 */
import { v } from "convex/values";
import { internalMutation, internalQuery } from "../../../convex/functions";
import { startClock } from "../../../convex/model/applicationClock";

/**
 * A pending application sent `ageMs` ago, its clock started by the app's own
 * startClock (as a backdated apply starts it): with
 * ageMs = reminderAfter - 1.5 s the reminder is due 1.5 s from now.
 */
export const start = internalMutation({
  args: { ageMs: v.number() },
  returns: v.id("applications"),
  handler: async (ctx, { ageMs }) => {
    const now = Date.now();
    const ownerId = await ctx.db.insert("users", {});
    const applicantId = await ctx.db.insert("users", {});
    const projectId = await ctx.db.insert("projects", {
      title: "Restart probe",
      description: "A project for the response clock's restart test.",
      category: "Development",
      skills: [],
      openPositions: 1,
      filledPositions: 0,
      creatorId: ownerId,
      status: "open",
      createdAt: now,
      updatedAt: now,
    });
    const createdAt = now - ageMs;
    const applicationId = await ctx.db.insert("applications", {
      projectId,
      applicantId,
      message: "Probe",
      status: "pending",
      createdAt,
    });
    await startClock(ctx, { _id: applicationId, createdAt }, now);
    return applicationId;
  },
});

/** The application's status, its clock's job states and its notifications. */
export const state = internalQuery({
  args: { applicationId: v.id("applications") },
  returns: v.any(),
  handler: async (ctx, { applicationId }) => {
    const application = await ctx.db.get("applications", applicationId);
    if (application === null) return null;
    const jobState = async (id: typeof application.reminderJobId) =>
      id === undefined
        ? null
        : ((await ctx.db.system.get("_scheduled_functions", id))?.state.kind ??
          null);
    const notifications = await ctx.db.query("notifications").take(100);
    return {
      status: application.status,
      remindedAt: application.remindedAt ?? null,
      reminder: await jobState(application.reminderJobId),
      expiry: await jobState(application.expiryJobId),
      kinds: notifications
        .filter((row) => row.applicationId === applicationId)
        .map((row) => row.kind),
    };
  },
});
