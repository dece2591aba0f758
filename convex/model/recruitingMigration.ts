/**
 * Brings projects and applications written before the current recruiting
 * rules up to them (convex/migrations.ts schedules the pages). Each step is
 * idempotent: on a migrated document it writes nothing.
 *
 * - Projects: the team's skills count the owner too (`teamSkillCounts`
 *   replaces the members-only `teamSkills`); applications still pending on a
 *   project that no longer recruits close with their reason, and their
 *   applicants are told; a completion told to several members keeps one
 *   "You marked ... completed" row for the owner.
 * - Applications: the fixed text applications carried before applicants
 *   wrote their own note is removed (nobody wrote it).
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { LEGACY_APPLICATION_MESSAGE } from "../shared/constants";
import { removeDuplicateActorRows } from "./activity";
import { closeApplicationsIfNotRecruiting } from "./applicationClosure";
import { refreshTeamSkills } from "./team";

export const RECRUITING_MIGRATION = "recruiting-v1";
export const APPLICATION_NOTES_MIGRATION = "application-notes-v1";

/** One project's step. Returns whether it changed the project's team skills. */
export async function migrateProjectRecruiting(
  ctx: MutationCtx,
  project: Doc<"projects">,
  now: number,
): Promise<boolean> {
  const changed = await refreshTeamSkills(ctx, project._id);
  await closeApplicationsIfNotRecruiting(ctx, project._id, { now });
  if (project.status === "completed") {
    await removeDuplicateActorRows(ctx, project._id, "projectCompleted");
  }
  return changed;
}

/** One application's step. Returns whether it removed the fixed text. */
export async function migrateApplicationNote(
  ctx: MutationCtx,
  application: Doc<"applications">,
): Promise<boolean> {
  if (application.message !== LEGACY_APPLICATION_MESSAGE) return false;
  await ctx.db.patch("applications", application._id, { message: "" });
  return true;
}
