/**
 * Reports for moderation: a signed-in user reports a project, a
 * profile or a message they received, with a reason and a note. Rate limited;
 * a second report of the same target while the first is open changes nothing.
 * Operators (model/operators.ts) list and close them.
 */
import type { PaginationOptions } from "convex/server";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import {
  REPORT_LIMITS,
  SAFETY_MESSAGES,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from "../shared/safety";
import { getPersonSummary } from "./profiles";
import { clampPagination } from "./projects";
import { consumeRateLimit } from "./rateLimits";

export type ReportInput = {
  targetKind: ReportTarget;
  targetId: string;
  reason: ReportReason;
  note?: string;
};

/** Whose the target is; refuses targets that do not exist or are the reporter's own. */
async function targetOwner(
  ctx: QueryCtx,
  reporterId: Id<"users">,
  { targetKind, targetId }: Pick<ReportInput, "targetKind" | "targetId">,
): Promise<{ ownerId: Id<"users">; targetId: string }> {
  let ownerId: Id<"users"> | null = null;
  let id: string | null = null;
  if (targetKind === "project") {
    const projectId = ctx.db.normalizeId("projects", targetId);
    const project = projectId && (await ctx.db.get("projects", projectId));
    if (project) [ownerId, id] = [project.creatorId, project._id];
  } else if (targetKind === "profile") {
    const profileId = ctx.db.normalizeId("profiles", targetId);
    const profile = profileId && (await ctx.db.get("profiles", profileId));
    if (profile) [ownerId, id] = [profile.userId, profile._id];
  } else {
    const messageId = ctx.db.normalizeId("messages", targetId);
    const message = messageId && (await ctx.db.get("messages", messageId));
    // Only a message you received: nobody reports conversations not theirs.
    if (message && message.recipientId === reporterId) {
      [ownerId, id] = [message.senderId, message._id];
    }
  }
  if (ownerId === null || id === null) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.reportTargetNotFound);
  }
  if (ownerId === reporterId) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.reportSelf);
  }
  return { ownerId, targetId: id };
}

function reportNote(input: ReportInput): string {
  const note = (input.note ?? "").trim();
  if (note.length > REPORT_LIMITS.noteMaxLength) {
    throw appError("INVALID_INPUT", SAFETY_MESSAGES.noteTooLong);
  }
  if (input.reason === "other" && note === "") {
    throw appError("INVALID_INPUT", SAFETY_MESSAGES.noteRequired);
  }
  return note;
}

/** Files a report; returns what to tell the reporter. */
export async function fileReport(
  ctx: MutationCtx,
  reporterId: Id<"users">,
  input: ReportInput,
  { now }: { now: number },
): Promise<string> {
  const note = reportNote(input);
  const { ownerId, targetId } = await targetOwner(ctx, reporterId, input);
  const earlier = await ctx.db
    .query("reports")
    .withIndex("by_reporter_and_target", (q) =>
      q.eq("reporterId", reporterId).eq("targetId", targetId),
    )
    .order("desc")
    .first();
  if (earlier?.status === "open") return SAFETY_MESSAGES.alreadyReported;
  await consumeRateLimit(ctx, "reportsPerUser", reporterId);
  await ctx.db.insert("reports", {
    reporterId,
    targetKind: input.targetKind,
    targetId,
    targetUserId: ownerId,
    reason: input.reason,
    note,
    status: "open",
    createdAt: now,
  });
  return SAFETY_MESSAGES.reported;
}

async function nameOf(ctx: QueryCtx, userId: Id<"users">) {
  const { profileId, name } = await getPersonSummary(ctx, userId);
  return { userId, profileId, name };
}

/** What the moderator needs to judge a target: its title, or the message's text. */
async function targetPreview(
  ctx: QueryCtx,
  kind: ReportTarget,
  targetId: string,
): Promise<string> {
  if (kind === "project") {
    const id = ctx.db.normalizeId("projects", targetId);
    return (
      (id && (await ctx.db.get("projects", id))?.title) ?? "(deleted project)"
    );
  }
  if (kind === "profile") {
    const id = ctx.db.normalizeId("profiles", targetId);
    return (
      (id && (await ctx.db.get("profiles", id))?.name) ?? "(deleted profile)"
    );
  }
  const id = ctx.db.normalizeId("messages", targetId);
  return (
    (id && (await ctx.db.get("messages", id))?.body) ?? "(deleted message)"
  );
}

/** Reports with one status, newest first, each with its people and the target's preview. */
export async function listReports(
  ctx: QueryCtx,
  status: ReportStatus,
  paginationOpts: PaginationOptions,
) {
  const page = await ctx.db
    .query("reports")
    .withIndex("by_status_and_createdAt", (q) => q.eq("status", status))
    .order("desc")
    .paginate(clampPagination(paginationOpts));
  return {
    ...page,
    page: await Promise.all(
      page.page.map(async (report) => ({
        _id: report._id,
        targetKind: report.targetKind,
        targetId: report.targetId,
        reason: report.reason,
        note: report.note,
        status: report.status,
        createdAt: report.createdAt,
        reporter: await nameOf(ctx, report.reporterId),
        targetUser: await nameOf(ctx, report.targetUserId),
        preview: await targetPreview(ctx, report.targetKind, report.targetId),
      })),
    ),
  };
}

export async function closeReport(
  ctx: MutationCtx,
  operatorId: Id<"users">,
  reportId: Id<"reports">,
  outcome: "resolved" | "dismissed",
  { now }: { now: number },
): Promise<void> {
  const report = await ctx.db.get("reports", reportId);
  if (report === null) throw appError("NOT_FOUND", "Report not found.");
  await ctx.db.patch("reports", reportId, {
    status: outcome,
    resolvedAt: now,
    resolvedBy: operatorId,
  });
}
