/**
 * The response clock of every application.
 *
 * - Start: `applyToProject` schedules two internal mutations through the
 *   durable scheduler, in the apply's transaction, and stores their ids on
 *   the application: the reminder at createdAt + APPLICATION_CLOCK
 *   .reminderAfterDays, the expiry at createdAt + expireAfterDays. A clock
 *   started late (backdated demo data) counts from createdAt
 *   too: an overdue step runs at once, and a reminder whose expiry is already
 *   due is not scheduled at all.
 * - Exactly once: each step acts only while the application is still pending
 *   (and the reminder only while `remindedAt` is unset), and is a no-op
 *   otherwise, so a step that runs late, twice, or after a decision changes
 *   nothing. The scheduler runs a mutation once; the guards cover the rest.
 * - Stop: accept, reject and withdraw cancel both scheduled steps in their
 *   own transaction.
 * - Counters: accept and reject add one `answered` (and the time taken) to
 *   the owner's `ownerStats` row, the expiry one `expired`, in the same
 *   transactions, so the response rate is one document read.
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  APPLICATION_EXPIRY_MS,
  APPLICATION_REMINDER_MS,
} from "../shared/constants";
import { ownerResponseOf, type OwnerResponse } from "../shared/responseClock";
import { notify } from "./notifications";

/**
 * Schedules the reminder and the expiry of a pending application, counting
 * from its createdAt, and stores their ids on it. `now` is the real time of
 * the scheduling transaction (a backdated createdAt makes steps overdue).
 */
export async function startClock(
  ctx: MutationCtx,
  application: Pick<Doc<"applications">, "_id" | "createdAt">,
  now: number,
): Promise<void> {
  const expiryAt = application.createdAt + APPLICATION_EXPIRY_MS;
  const reminderAt = application.createdAt + APPLICATION_REMINDER_MS;
  const reminderJobId =
    expiryAt <= now
      ? undefined
      : await ctx.scheduler.runAt(
          Math.max(reminderAt, now),
          internal.applicationClock.remind,
          { applicationId: application._id },
        );
  const expiryJobId = await ctx.scheduler.runAt(
    Math.max(expiryAt, now),
    internal.applicationClock.expire,
    { applicationId: application._id },
  );
  await ctx.db.patch("applications", application._id, {
    reminderJobId,
    expiryJobId,
  });
}

/** Cancels the application's scheduled steps that have not run yet. */
export async function stopClock(
  ctx: MutationCtx,
  application: Doc<"applications">,
): Promise<void> {
  for (const jobId of [application.reminderJobId, application.expiryJobId]) {
    if (jobId === undefined) continue;
    const job = await ctx.db.system.get("_scheduled_functions", jobId);
    if (job?.state.kind === "pending") await ctx.scheduler.cancel(jobId);
  }
}

export async function getOwnerStats(
  ctx: QueryCtx,
  ownerId: Id<"users">,
): Promise<Doc<"ownerStats"> | null> {
  return await ctx.db
    .query("ownerStats")
    .withIndex("by_owner", (q) => q.eq("ownerId", ownerId))
    .unique();
}

async function addToOwnerStats(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  delta: { answered: number; expired: number; answerMsTotal: number },
): Promise<void> {
  const stats = await getOwnerStats(ctx, ownerId);
  if (stats === null) {
    await ctx.db.insert("ownerStats", { ownerId, ...delta });
    return;
  }
  await ctx.db.patch("ownerStats", stats._id, {
    answered: stats.answered + delta.answered,
    expired: stats.expired + delta.expired,
    answerMsTotal: stats.answerMsTotal + delta.answerMsTotal,
  });
}

/** The owner answered (accepted or rejected) a pending application at `now`. */
export async function recordAnswer(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  application: Doc<"applications">,
  now: number,
): Promise<void> {
  await stopClock(ctx, application);
  await addToOwnerStats(ctx, ownerId, {
    answered: 1,
    expired: 0,
    answerMsTotal: Math.max(0, now - application.createdAt),
  });
}

/** The reminder step: tells the owner once, while the application is pending. */
export async function remindOwner(
  ctx: MutationCtx,
  applicationId: Id<"applications">,
  now: number,
): Promise<boolean> {
  const application = await ctx.db.get("applications", applicationId);
  if (application?.status !== "pending") return false;
  if (application.remindedAt !== undefined) return false;
  const project = await ctx.db.get("projects", application.projectId);
  if (project === null) return false;
  await ctx.db.patch("applications", applicationId, { remindedAt: now });
  await notify(
    ctx,
    {
      userId: project.creatorId,
      kind: "applicationExpiring",
      actorId: application.applicantId,
      projectId: project._id,
      applicationId,
    },
    { now },
  );
  return true;
}

/**
 * The expiry step: a still-pending application becomes "expired"; the owner
 * (applicant as actor) and the applicant (no actor) are told, and the owner's
 * `expired` count grows. Returns whether it acted.
 */
export async function expireApplication(
  ctx: MutationCtx,
  applicationId: Id<"applications">,
  now: number,
): Promise<boolean> {
  const application = await ctx.db.get("applications", applicationId);
  if (application?.status !== "pending") return false;
  await ctx.db.patch("applications", applicationId, {
    status: "expired",
    decidedAt: now,
  });
  // Cancels the reminder too, should it still wait.
  await stopClock(ctx, application);
  const project = await ctx.db.get("projects", application.projectId);
  const notice = {
    kind: "applicationExpired" as const,
    projectId: application.projectId,
    applicationId,
  };
  await notify(ctx, { ...notice, userId: application.applicantId }, { now });
  if (project === null) return true;
  await addToOwnerStats(ctx, project.creatorId, {
    answered: 0,
    expired: 1,
    answerMsTotal: 0,
  });
  await notify(
    ctx,
    { ...notice, userId: project.creatorId, actorId: application.applicantId },
    { now },
  );
  return true;
}

/** An owner's response record as the product shows it. */
export async function ownerResponse(
  ctx: QueryCtx,
  ownerId: Id<"users">,
): Promise<OwnerResponse> {
  return ownerResponseOf(await getOwnerStats(ctx, ownerId));
}
