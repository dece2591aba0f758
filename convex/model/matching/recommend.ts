/**
 * Recommendations: the best matches for a builder among open projects, and
 * for a project's owner among builders. Scores are exact, but candidates are
 * gathered first through the skill indexes (projectSkills, profileSkills)
 * and the category indexes, each read bounded, so a call reads a few hundred
 * documents whether there are a hundred or ten thousand of each.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  builderCategories,
  type ProjectCategory,
} from "../../shared/constants";
import {
  impliedSkills,
  nearSkills,
  skillKey,
  skillsImplying,
} from "../../shared/skills";
import {
  scoreMatch,
  toMatchProject,
  type Match,
} from "../../shared/matchScore";
import { isRecruitingProject } from "../../shared/recruiting";

/** Recommendations returned at most per call. */
export const MAX_RECOMMENDATIONS = 50;
/** Skill keys looked up per call, strongest evidence first. */
export const MAX_CANDIDATE_SKILLS = 30;
/** Rows read per skill key or category. */
export const CANDIDATES_PER_KEY = 15;
/** Candidates scored per call. */
export const MAX_CANDIDATES = 150;

function uniqueKeys(names: readonly string[]): string[] {
  return [...new Set(names.map(skillKey).filter((key) => key !== ""))].slice(
    0,
    MAX_CANDIDATE_SKILLS,
  );
}

/** Keys of the skills a builder's skills give evidence of: held, implied, then near. */
export function builderEvidenceKeys(skills: readonly string[]): string[] {
  return uniqueKeys([
    ...skills,
    ...skills.flatMap(impliedSkills),
    ...skills.flatMap(nearSkills),
  ]);
}

/** Keys of the skills whose holders give evidence of the wanted ones: wanted, implying, then near. */
export function wantedEvidenceKeys(wanted: readonly string[]): string[] {
  return uniqueKeys([
    ...wanted,
    ...wanted.flatMap(skillsImplying),
    ...wanted.flatMap(nearSkills),
  ]);
}

export type Recommendation<T> = { item: T; match: Match };

function byScoreThenNewest<T extends { createdAt: number }>(
  a: Recommendation<T>,
  b: Recommendation<T>,
): number {
  return b.match.score - a.match.score || b.item.createdAt - a.item.createdAt;
}

/**
 * Open projects with a seat, not the builder's own and not ones they applied
 * to, best match first (ties: newest first).
 */
export async function recommendProjects(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
  options: { limit: number; category?: ProjectCategory; now: number },
): Promise<Recommendation<Doc<"projects">>[]> {
  const ids = new Set<Id<"projects">>();
  for (const key of builderEvidenceKeys(profile.skills)) {
    const rows = await ctx.db
      .query("projectSkills")
      .withIndex("by_skill_and_open_and_createdAt", (q) =>
        q.eq("skill", key).eq("open", true),
      )
      .order("desc")
      .take(CANDIDATES_PER_KEY);
    for (const row of rows) ids.add(row.projectId);
  }
  // Projects in the builder's fields, and the newest, so a builder with few
  // or unusual skills still sees something.
  for (const category of builderCategories(profile.expertise)) {
    const rows = await ctx.db
      .query("projects")
      .withIndex("by_category_and_createdAt", (q) => q.eq("category", category))
      .order("desc")
      .take(CANDIDATES_PER_KEY);
    for (const project of rows) ids.add(project._id);
  }
  const newest = await ctx.db
    .query("projects")
    .withIndex("by_createdAt")
    .order("desc")
    .take(CANDIDATES_PER_KEY);
  for (const project of newest) ids.add(project._id);

  const scored: Recommendation<Doc<"projects">>[] = [];
  for (const id of [...ids].slice(0, MAX_CANDIDATES)) {
    const project = await ctx.db.get("projects", id);
    if (project === null || project.creatorId === profile.userId) continue;
    if (!isRecruitingProject(project)) continue;
    if (
      options.category !== undefined &&
      project.category !== options.category
    ) {
      continue;
    }
    scored.push({
      item: project,
      match: scoreMatch(
        toMatchProject(project),
        profile,
        "builder",
        options.now,
      ),
    });
  }
  scored.sort(byScoreThenNewest);
  return await takeWithoutApplication(
    ctx,
    scored,
    options.limit,
    (candidate) => ({
      projectId: candidate.item._id,
      applicantId: profile.userId,
    }),
  );
}

/**
 * The first `limit` candidates with no application between the pair: one
 * indexed read per candidate checked, from the best down.
 */
async function takeWithoutApplication<T>(
  ctx: QueryCtx,
  sorted: readonly Recommendation<T>[],
  limit: number,
  pair: (candidate: Recommendation<T>) => {
    projectId: Id<"projects">;
    applicantId: Id<"users">;
  },
): Promise<Recommendation<T>[]> {
  const results: Recommendation<T>[] = [];
  for (const candidate of sorted) {
    if (results.length >= limit) break;
    const { projectId, applicantId } = pair(candidate);
    const application = await ctx.db
      .query("applications")
      .withIndex("by_project_and_applicant", (q) =>
        q.eq("projectId", projectId).eq("applicantId", applicantId),
      )
      .first();
    if (application === null) results.push(candidate);
  }
  return results;
}

/**
 * For the order of suggestions only, a busy builder's score counts this many
 * points less: they still come first when they fit clearly better. The score
 * shown is unchanged, and its reasons say they are busy.
 */
export const BUSY_RANK_PENALTY = 10;

function rankScore(candidate: Recommendation<Doc<"profiles">>): number {
  return (
    candidate.match.score -
    (candidate.item.availability === "busy" ? BUSY_RANK_PENALTY : 0)
  );
}

/**
 * Builders for a project, best match first (busy ones ranked lower): never
 * the owner, a member, anyone who already applied, or a builder not looking
 * for projects; none for a project that is not recruiting. Candidates come
 * from the skills the team still lacks first, then the rest it wants, then
 * the project's category.
 */
export async function suggestBuilders(
  ctx: QueryCtx,
  project: Doc<"projects">,
  options: { limit: number; now: number },
): Promise<Recommendation<Doc<"profiles">>[]> {
  if (!isRecruitingProject(project)) return [];
  const matchProject = toMatchProject(project);
  const team = new Set(matchProject.teamSkills.map(skillKey));
  const lacking = project.skills.filter((skill) => !team.has(skillKey(skill)));
  const covered = project.skills.filter((skill) => team.has(skillKey(skill)));
  const ids = new Set<Id<"profiles">>();
  for (const key of wantedEvidenceKeys([...lacking, ...covered])) {
    const rows = await ctx.db
      .query("profileSkills")
      .withIndex("by_skill", (q) => q.eq("skill", key))
      .order("desc")
      .take(CANDIDATES_PER_KEY);
    for (const row of rows) ids.add(row.profileId);
  }
  const inCategory = await ctx.db
    .query("profileCategories")
    .withIndex("by_category", (q) => q.eq("category", project.category))
    .order("desc")
    .take(CANDIDATES_PER_KEY);
  for (const row of inCategory) ids.add(row.profileId);

  const scored: Recommendation<Doc<"profiles">>[] = [];
  for (const id of [...ids].slice(0, MAX_CANDIDATES)) {
    const profile = await ctx.db.get("profiles", id);
    if (profile === null || profile.userId === project.creatorId) continue;
    if (profile.availability === "not-looking") continue;
    scored.push({
      item: profile,
      match: scoreMatch(matchProject, profile, "owner", options.now),
    });
  }
  scored.sort(
    (a, b) =>
      rankScore(b) - rankScore(a) ||
      b.match.score - a.match.score ||
      b.item._creationTime - a.item._creationTime,
  );
  return await takeWithoutApplication(
    ctx,
    scored,
    options.limit,
    (candidate) => ({
      projectId: project._id,
      applicantId: candidate.item.userId,
    }),
  );
}
