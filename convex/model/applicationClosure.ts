/**
 * Closure for every applicant: once a project stops recruiting (its last seat
 * taken, its seats lowered to those filled, closed or completed), each of its
 * pending applications closes as not selected, with the reason ("Not
 * selected: the team is full"), and its applicant is told, in the same
 * transaction as the change that ended recruiting. Nobody is left waiting on
 * a project that can no longer take them.
 *
 * Bounded: a project holds at most LIMITS.maxPendingApplications pending
 * applications (applying refuses more), so one transaction closes them all.
 * These closures are not the owner's answers: they stop the response clock
 * but count in neither side of the owner's response record.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import { projectPhase, seatsLeft } from "../shared/recruiting";
import { stopClock } from "./applicationClock";
import { notify } from "./notifications";

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
 * Call after any write to a project's seats or status: when the project (as
 * it now is) does not recruit, closes its pending applications and tells
 * each applicant why. A recruiting project is left as it is.
 */
export async function closeApplicationsIfNotRecruiting(
  ctx: MutationCtx,
  projectId: Doc<"projects">["_id"],
  { now }: { now: number },
): Promise<void> {
  const project = await ctx.db.get("projects", projectId);
  if (project === null) return;
  const phase = projectPhase({
    status: project.status,
    seatsLeft: seatsLeft(project),
  });
  if (phase === "recruiting") return;
  for (const application of await pendingApplicationsOf(ctx, project)) {
    await ctx.db.patch("applications", application._id, {
      status: "rejected",
      decidedAt: now,
      closedBecause: phase,
    });
    await stopClock(ctx, application);
    await notify(
      ctx,
      {
        userId: application.applicantId,
        kind: "applicationRejected",
        projectId: project._id,
        applicationId: application._id,
        closedBecause: phase,
      },
      { now },
    );
  }
}
