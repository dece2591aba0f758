/**
 * Closure for every applicant: a pending application the project can no
 * longer take closes as not selected, with the reason, and its applicant is
 * told, in the same transaction as the change that ended it. Nobody is left
 * waiting on a seat that is gone.
 *
 * - The project stopped recruiting (its last seat taken, its seats lowered
 *   to those filled, closed or completed): every pending application closes,
 *   its cause the project's phase ("Not selected: the team is full").
 * - The project still recruits but the role applied for has no seat left (its
 *   last seat taken, its seats lowered to those filled) or was removed: that
 *   role's pending applications close, cause "roleFilled" ("Not selected:
 *   the role is filled").
 *
 * Bounded: a project holds at most LIMITS.maxPendingApplications pending
 * applications (applying refuses more), so one transaction closes them all.
 * These closures are not the owner's answers: they stop the response clock
 * but count in neither side of the owner's response record.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import {
  projectPhase,
  seatsLeft,
  type ClosureCause,
} from "../shared/recruiting";
import { projectRoles, roleSeatsLeft } from "../shared/roles";
import { stopClock } from "./applicationClock";
import { notify } from "./notifications";
import { applicationRoleKey } from "./roles";

/** The project's pending applications (all of them: applying keeps them under the bound). */
export async function pendingApplicationsOf(
  ctx: MutationCtx,
  project: Doc<"projects">,
): Promise<Doc<"applications">[]> {
  return await ctx.db
    .query("applications")
    .withIndex("by_project_and_status", (q) =>
      q.eq("projectId", project._id).eq("status", "pending"),
    )
    .take(LIMITS.maxPendingApplications);
}

/**
 * Why a pending application can no longer be taken on the project as it now
 * is, or null while it can: the project's phase when it does not recruit,
 * "roleFilled" when its role has no seat left or is gone.
 */
function closureCause(
  project: Doc<"projects">,
  application: Doc<"applications">,
): ClosureCause | null {
  const phase = projectPhase({
    status: project.status,
    seatsLeft: seatsLeft(project),
  });
  if (phase !== "recruiting") return phase;
  const key = applicationRoleKey(application);
  const role = projectRoles(project).find((r) => r.key === key);
  return role === undefined || roleSeatsLeft(role) < 1 ? "roleFilled" : null;
}

/**
 * Call after any write to a project's seats, roles or status: closes each
 * pending application the project (as it now is) can no longer take, and
 * tells its applicant why. Those it can still take are left as they are.
 */
export async function closeStrandedApplications(
  ctx: MutationCtx,
  projectId: Doc<"projects">["_id"],
  { now }: { now: number },
): Promise<void> {
  const project = await ctx.db.get("projects", projectId);
  if (project === null) return;
  for (const application of await pendingApplicationsOf(ctx, project)) {
    const cause = closureCause(project, application);
    if (cause === null) continue;
    await ctx.db.patch("applications", application._id, {
      status: "rejected",
      decidedAt: now,
      closedBecause: cause,
    });
    await stopClock(ctx, application);
    await notify(
      ctx,
      {
        userId: application.applicantId,
        kind: "applicationRejected",
        projectId: project._id,
        applicationId: application._id,
        closedBecause: cause,
      },
      { now },
    );
  }
}
