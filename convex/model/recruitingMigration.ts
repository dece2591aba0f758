/**
 * Brings a project written before the current recruiting rules up to them
 * (`migrations:recruiting` runs it over every project). Idempotent: on a
 * migrated project it writes nothing.
 *
 * - The team's skills count the owner too (`teamSkillCounts` replaces the
 *   members-only `teamSkills`).
 * - Applications still pending on a project that no longer recruits close
 *   with their reason, and their applicants are told.
 * - A completion told to several members keeps one "You marked ...
 *   completed" row for the owner.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { removeDuplicateActorRows } from "./activity";
import { closeStrandedApplications } from "./applicationClosure";
import { refreshTeamSkills } from "./team";

export async function migrateProjectRecruiting(
  ctx: MutationCtx,
  project: Doc<"projects">,
  now: number,
): Promise<void> {
  await refreshTeamSkills(ctx, project._id);
  await closeStrandedApplications(ctx, project._id, { now });
  if (project.status === "completed") {
    await removeDuplicateActorRows(ctx, project._id, "projectCompleted");
  }
}
