/**
 * The skill indexes: `projectSkills` and `profileSkills` hold one row per
 * (document, skill key), so "projects that want RAG" and "builders who have
 * Figma" are index range reads instead of table scans. The writes that change
 * a project's skills, category or status, or a profile's skills, call the
 * sync functions here in the same transaction, so the rows are never stale.
 *
 * Each sync diffs the wanted rows against the existing ones (read through
 * by_project / by_profile: at most LIMITS.maxSkills rows, so the read is
 * bounded) and writes only what changed: an unchanged document costs no
 * writes, and subscriptions on untouched rows do not re-run.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import { canonicalSkillKey } from "../shared/skills";
import { syncProjectFacets } from "./projectFacets";

/**
 * More than a document may hold (LIMITS.maxSkills), so rows left over from
 * a bug or an older limit are still found and removed.
 */
const ROW_READ_LIMIT = LIMITS.maxSkills * 4;

/**
 * The distinct, non-empty keys of stored skills, in order. Keys of canonical
 * names, so a row is right even for a spelling stored before normalization.
 */
export function skillKeys(skills: readonly string[]): string[] {
  return [
    ...new Set(skills.map(canonicalSkillKey).filter((key) => key !== "")),
  ];
}

/**
 * A list filter's skill as the indexes key it ("reactjs" finds React), or
 * null for no filter (absent, or text with no letter or digit).
 */
export function skillFilterKey(skill: string | undefined): string | null {
  if (skill === undefined) return null;
  const key = canonicalSkillKey(skill);
  return key === "" ? null : key;
}

/** Whether stored skills include the one a filter keys. */
export function hasSkillKey(skills: readonly string[], key: string): boolean {
  return skills.some((skill) => canonicalSkillKey(skill) === key);
}

type ProjectSkillFields = Pick<
  Doc<"projectSkills">,
  "category" | "open" | "createdAt"
>;

/**
 * Makes the project's `projectSkills` rows match its skills, category, status
 * and creation time; removes them all when the project no longer exists.
 * Every write of a project's skills, roles, terms or status calls this, so it
 * keeps the project's filter facets in step too (model/projectFacets.ts).
 */
export async function syncProjectSkills(
  ctx: MutationCtx,
  projectId: Id<"projects">,
): Promise<void> {
  const project = await ctx.db.get("projects", projectId);
  const wanted = project === null ? [] : skillKeys(project.skills);
  const existing = await ctx.db
    .query("projectSkills")
    .withIndex("by_project", (q) => q.eq("projectId", projectId))
    .take(ROW_READ_LIMIT);
  const fields: ProjectSkillFields | null =
    project === null
      ? null
      : {
          category: project.category,
          open: project.status === "open",
          createdAt: project.createdAt,
        };
  const kept = new Set<string>();
  for (const row of existing) {
    if (fields === null || !wanted.includes(row.skill) || kept.has(row.skill)) {
      await ctx.db.delete("projectSkills", row._id);
      continue;
    }
    kept.add(row.skill);
    if (
      row.category !== fields.category ||
      row.open !== fields.open ||
      row.createdAt !== fields.createdAt
    ) {
      await ctx.db.patch("projectSkills", row._id, fields);
    }
  }
  await syncProjectFacets(ctx, projectId);
  if (fields === null) return;
  for (const skill of wanted) {
    if (kept.has(skill)) continue;
    await ctx.db.insert("projectSkills", { projectId, skill, ...fields });
  }
}

/**
 * Makes the profile's `profileSkills` rows match its skills; removes them all
 * when the profile no longer exists.
 */
export async function syncProfileSkills(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
): Promise<void> {
  const profile = await ctx.db.get("profiles", profileId);
  const wanted = profile === null ? [] : skillKeys(profile.skills);
  const existing = await ctx.db
    .query("profileSkills")
    .withIndex("by_profile", (q) => q.eq("profileId", profileId))
    .take(ROW_READ_LIMIT);
  const kept = new Set<string>();
  for (const row of existing) {
    if (
      profile === null ||
      !wanted.includes(row.skill) ||
      kept.has(row.skill) ||
      row.userId !== profile.userId
    ) {
      await ctx.db.delete("profileSkills", row._id);
      continue;
    }
    kept.add(row.skill);
  }
  if (profile === null) return;
  for (const skill of wanted) {
    if (kept.has(skill)) continue;
    await ctx.db.insert("profileSkills", {
      profileId,
      userId: profile.userId,
      skill,
    });
  }
}
