/**
 * The response clock's scheduled steps (model/applicationClock.ts), internal
 * only: `applyToProject` schedules both, a decision cancels them. Each acts
 * only while the application is still pending, so it does its work once.
 */
import { v } from "convex/values";
import { internalMutation } from "./functions";
import { expireApplication, remindOwner } from "./model/applicationClock";

/** Reminds the owner of a still-pending application (notification `applicationExpiring`). */
export const remind = internalMutation({
  args: { applicationId: v.id("applications") },
  returns: v.boolean(),
  handler: async (ctx, { applicationId }) =>
    await remindOwner(ctx, applicationId, Date.now()),
});

/** Closes a still-pending application as "expired" and tells both sides. */
export const expire = internalMutation({
  args: { applicationId: v.id("applications") },
  returns: v.boolean(),
  handler: async (ctx, { applicationId }) =>
    await expireApplication(ctx, applicationId, Date.now()),
});
