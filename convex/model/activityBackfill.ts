/**
 * The activity backfill (issue #12): rows for what happened before the
 * `activity` table existed, so existing and demo users see their history:
 * projects created, applications received, and decisions and withdrawals.
 * Idempotent: an event that has its rows already (written by `notify` or by
 * an earlier run) is skipped, so a chain cut short only repeats reads.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { NotificationKind } from "../shared/constants";
import { recordActivity, recordProjectCreated } from "./activity";

export const ACTIVITY_MIGRATION = "activity-v1";

/** Writes "You created X" unless the project has it. Returns whether it wrote. */
export async function backfillProject(
  ctx: MutationCtx,
  project: Doc<"projects">,
): Promise<boolean> {
  const existing = await ctx.db
    .query("activity")
    .withIndex("by_project_and_kind", (q) =>
      q.eq("projectId", project._id).eq("kind", "projectCreated"),
    )
    .first();
  if (existing !== null) return false;
  await recordProjectCreated(
    ctx,
    project.creatorId,
    project._id,
    project.createdAt,
  );
  return true;
}

/** Who is told of a decision: the applicant of the owner's answer, the owner of a withdrawal. */
const DECISIONS: Partial<
  Record<string, { kind: NotificationKind; told: "applicant" | "owner" }>
> = {
  accepted: { kind: "applicationAccepted", told: "applicant" },
  rejected: { kind: "applicationRejected", told: "applicant" },
  withdrawn: { kind: "applicationWithdrawn", told: "owner" },
  // The applicant's copy of an expiry; the owner's is written below.
  expired: { kind: "applicationExpired", told: "applicant" },
};

/**
 * Writes the application's events (received, and its decision when it has
 * one) unless it has rows already. Returns whether it wrote.
 */
export async function backfillApplication(
  ctx: MutationCtx,
  application: Doc<"applications">,
): Promise<boolean> {
  const existing = await ctx.db
    .query("activity")
    .withIndex("by_application", (q) => q.eq("applicationId", application._id))
    .first();
  if (existing !== null) return false;
  const project = await ctx.db.get("projects", application.projectId);
  if (project === null) return false;
  const owner = project.creatorId;
  const applicant = application.applicantId;
  const ids = { projectId: project._id, applicationId: application._id };
  await recordActivity(
    ctx,
    { ...ids, kind: "applicationReceived", userId: owner, actorId: applicant },
    application.createdAt,
  );
  const decision = DECISIONS[application.status];
  if (decision !== undefined && application.decidedAt !== undefined) {
    const [userId, actorId] =
      decision.told === "applicant" ? [applicant, owner] : [owner, applicant];
    // An expiry has no actor for the applicant; the owner is told with the
    // applicant as actor. A closure (the project stopped recruiting) has none.
    const expired = application.status === "expired";
    const closedBecause = application.closedBecause;
    await recordActivity(
      ctx,
      {
        ...ids,
        kind: decision.kind,
        userId,
        ...(expired || closedBecause !== undefined ? {} : { actorId }),
        ...(closedBecause === undefined ? {} : { closedBecause }),
      },
      application.decidedAt,
    );
    if (expired) {
      await recordActivity(
        ctx,
        { ...ids, kind: decision.kind, userId: owner, actorId: applicant },
        application.decidedAt,
      );
    }
  }
  return true;
}
