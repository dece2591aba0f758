/**
 * The facet index of the /projects filters: `projectFacets` holds one row per
 * (project, facet), so "projects with an open designer role", "paid
 * projects" or "projects at the idea stage" are index range reads, newest
 * first, instead of table scans. A facet is
 * - "role:<word>": each word (`roleTitleWords`) of the title of each role
 *   with a seat left;
 * - "stage:<stage>", "compensation:<kind>": the stated stage and compensation;
 * - "commitment:<filter>": each COMMITMENT_FILTERS value the stated
 *   commitment passes.
 * A term not stated gives no facet, so such a project passes no filter on it.
 * Each row's `open` says whether the project recruits (open with a seat
 * left: shared/recruiting.ts).
 *
 * `syncProjectFacets` runs in every transaction that changes a project's
 * roles, terms or status (model/skillIndex.ts `syncProjectSkills` calls it,
 * so every write that keeps the skill index keeps this one too). It diffs
 * the wanted rows against the stored ones and writes only what changed.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { roleTitleWords, type ProjectFilters } from "../shared/listFilters";
import {
  COMMITMENT_FILTERS,
  commitmentMatches,
  MIN_FILTER_OVERLAP_HOURS,
} from "../shared/projectTerms";
import { isRecruitingProject } from "../shared/recruiting";
import { projectRoles, roleSeatsLeft, ROLE_LIMITS } from "../shared/roles";
import { overlapHours } from "../shared/timeZones";

/**
 * More rows than a project may hold (a word per two characters of each
 * title, and the term facets), so rows left over from a bug or an older
 * limit are still found and removed.
 */
const ROW_READ_LIMIT =
  2 * (ROLE_LIMITS.maxRoles * ROLE_LIMITS.titleMaxLength + 16);

/** The words of the titles of the project's roles that have a seat left. */
function openRoleWords(project: Doc<"projects">): string[] {
  return [
    ...new Set(
      projectRoles(project)
        .filter((role) => roleSeatsLeft(role) > 0)
        .flatMap((role) => roleTitleWords(role.title)),
    ),
  ];
}

/** The facets of a project, each once. */
export function projectFacets(project: Doc<"projects">): string[] {
  const facets = openRoleWords(project).map((word) => `role:${word}`);
  if (project.stage !== undefined) facets.push(`stage:${project.stage}`);
  if (project.compensation !== undefined) {
    facets.push(`compensation:${project.compensation.kind}`);
  }
  const commitment = project.commitment;
  if (commitment !== undefined) {
    for (const filter of COMMITMENT_FILTERS) {
      if (commitmentMatches(commitment, filter)) {
        facets.push(`commitment:${filter}`);
      }
    }
  }
  return facets;
}

/**
 * Makes the project's `projectFacets` rows match its roles, terms, status and
 * creation time; removes them all when the project no longer exists.
 */
export async function syncProjectFacets(
  ctx: MutationCtx,
  projectId: Id<"projects">,
): Promise<void> {
  const project = await ctx.db.get("projects", projectId);
  const wanted = project === null ? [] : projectFacets(project);
  const existing = await ctx.db
    .query("projectFacets")
    .withIndex("by_project", (q) => q.eq("projectId", projectId))
    .take(ROW_READ_LIMIT);
  const fields =
    project === null
      ? null
      : { open: isRecruitingProject(project), createdAt: project.createdAt };
  const kept = new Set<string>();
  for (const row of existing) {
    if (fields === null || !wanted.includes(row.facet) || kept.has(row.facet)) {
      await ctx.db.delete("projectFacets", row._id);
      continue;
    }
    kept.add(row.facet);
    if (row.open !== fields.open || row.createdAt !== fields.createdAt) {
      await ctx.db.patch("projectFacets", row._id, fields);
    }
  }
  if (fields === null) return;
  for (const facet of wanted) {
    if (kept.has(facet)) continue;
    await ctx.db.insert("projectFacets", { projectId, facet, ...fields });
  }
}

/**
 * The facets a filter set asks for, most selective first: an open role's
 * words (the longest word first), then compensation, commitment and stage
 * (a kind of compensation is rarer than a commitment band, and there are
 * only three stages). A project passes only if it has every one.
 */
export function wantedFacets(filters: ProjectFilters): string[] {
  const roleWords = roleTitleWords(filters.role ?? "").sort(
    (a, b) => b.length - a.length,
  );
  return [
    ...roleWords.map((word) => `role:${word}`),
    ...(filters.compensation === undefined
      ? []
      : [`compensation:${filters.compensation}`]),
    ...(filters.commitment === undefined
      ? []
      : [`commitment:${filters.commitment}`]),
    ...(filters.stage === undefined ? [] : [`stage:${filters.stage}`]),
  ];
}

/**
 * Whether a project passes the filters, checked on its document: one role
 * with a seat left has every word of `role` in its title; its stated terms
 * pass commitment, compensation and stage; its stated time zones overlap
 * `overlapWith` by at least MIN_FILTER_OVERLAP_HOURS at `now`.
 */
export function passesProjectFilters(
  project: Doc<"projects">,
  filters: ProjectFilters,
  now: number,
): boolean {
  const roleWords = roleTitleWords(filters.role ?? "");
  if (
    roleWords.length > 0 &&
    !projectRoles(project).some((role) => {
      if (roleSeatsLeft(role) < 1) return false;
      const words = roleTitleWords(role.title);
      return roleWords.every((word) => words.includes(word));
    })
  ) {
    return false;
  }
  if (
    filters.commitment !== undefined &&
    (project.commitment === undefined ||
      !commitmentMatches(project.commitment, filters.commitment))
  ) {
    return false;
  }
  if (
    filters.compensation !== undefined &&
    project.compensation?.kind !== filters.compensation
  ) {
    return false;
  }
  if (filters.stage !== undefined && project.stage !== filters.stage) {
    return false;
  }
  return (
    filters.overlapWith === undefined ||
    (project.timeZones !== undefined &&
      overlapHours(filters.overlapWith, project.timeZones, now) >=
        MIN_FILTER_OVERLAP_HOURS)
  );
}
