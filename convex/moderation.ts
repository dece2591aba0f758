import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import {
  authedMutation,
  authedQuery,
  internalMutation,
  publicQuery,
} from "./functions";
import { isOperator, requireOperator } from "./model/operators";
import { closeReport, listReports } from "./model/reports";
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from "./shared/safety";

const vPerson = v.object({
  userId: v.id("users"),
  profileId: v.union(v.id("profiles"), v.null()),
  name: v.string(),
});

/** Whether the viewer is a moderator (shows the Moderation link); false when signed out. */
export const amOperator = publicQuery({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => await isOperator(ctx, ctx.viewerId),
});

/** Moderators only: reports with a status (default open), newest first. */
export const reports = authedQuery({
  args: {
    status: v.optional(literals(...REPORT_STATUSES)),
    paginationOpts: paginationOptsValidator,
  },
  returns: paginationResultValidator(
    v.object({
      _id: v.id("reports"),
      targetKind: literals(...REPORT_TARGETS),
      targetId: v.string(),
      reason: literals(...REPORT_REASONS),
      note: v.string(),
      status: literals(...REPORT_STATUSES),
      createdAt: v.number(),
      reporter: vPerson,
      targetUser: vPerson,
      preview: v.string(),
    }),
  ),
  handler: async (ctx, { status, paginationOpts }) => {
    await requireOperator(ctx, ctx.viewerId);
    return await listReports(ctx, status ?? "open", paginationOpts);
  },
});

/** Moderators only: closes a report as resolved (acted on) or dismissed. */
export const close = authedMutation({
  args: {
    reportId: v.id("reports"),
    outcome: literals("resolved", "dismissed"),
  },
  returns: v.null(),
  handler: async (ctx, { reportId, outcome }) => {
    await requireOperator(ctx, ctx.viewerId);
    await closeReport(ctx, ctx.viewerId, reportId, outcome, {
      now: Date.now(),
    });
    return null;
  },
});

/**
 * Grants or takes the moderator role by email (`npx convex run
 * moderation:setOperator '{"email":"...","operator":true}'`). Internal only.
 * Returns false when no account has that email.
 */
export const setOperator = internalMutation({
  args: { email: v.string(), operator: v.boolean() },
  returns: v.boolean(),
  handler: async (ctx, { email, operator }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email.trim().toLowerCase()))
      .first();
    if (user === null) return false;
    const row = await ctx.db
      .query("operators")
      .withIndex("by_user", (q) => q.eq("userId", user._id))
      .unique();
    if (operator && row === null) {
      await ctx.db.insert("operators", { userId: user._id });
    }
    if (!operator && row !== null) await ctx.db.delete("operators", row._id);
    return true;
  },
});
