/**
 * A project's team: its accepted members and the skills they bring. Matching
 * reads the skills from `projects.teamSkills`, kept here in the same
 * transactions that change the team (an accept) or a member's skills (a
 * profile edit), so scoring never has to load the team.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import { impliedSkills, skillKey } from "../shared/skills";
import type { vSkillCoverage, vTeamGap } from "./validators";

export type TeamMember = {
  userId: Id<"users">;
  name: string;
  skills: string[];
};

/** The accepted members (never more than the project's seats, at most 20). */
export async function getTeamMembers(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<TeamMember[]> {
  const accepted = await ctx.db
    .query("applications")
    .withIndex("by_project_and_status", (q) =>
      q.eq("projectId", projectId).eq("status", "accepted"),
    )
    .take(LIMITS.maxOpenPositions);
  return await Promise.all(
    accepted.map(async ({ applicantId }) => {
      // Read here rather than through model/profiles, which calls this module.
      const profile = await ctx.db
        .query("profiles")
        .withIndex("by_user", (q) => q.eq("userId", applicantId))
        .unique();
      return {
        userId: applicantId,
        name: profile?.name ?? "",
        skills: profile?.skills ?? [],
      };
    }),
  );
}

/** The skills a set of people brings, with everything their skills imply; one spelling per key. */
export function skillsBrought(skillSets: readonly (readonly string[])[]) {
  const byKey = new Map<string, string>();
  for (const skills of skillSets) {
    for (const skill of skills) {
      for (const name of [skill, ...impliedSkills(skill)]) {
        if (!byKey.has(skillKey(name))) byKey.set(skillKey(name), name);
      }
    }
  }
  return [...byKey.values()];
}

/** Recomputes `teamSkills` from the accepted members; writes only on change. */
export async function refreshTeamSkills(
  ctx: MutationCtx,
  projectId: Id<"projects">,
): Promise<void> {
  const project = await ctx.db.get("projects", projectId);
  if (project === null) return;
  const members = await getTeamMembers(ctx, projectId);
  const teamSkills = skillsBrought(members.map((member) => member.skills));
  const before = project.teamSkills ?? [];
  if (
    before.length === teamSkills.length &&
    before.every((skill, i) => skill === teamSkills[i])
  ) {
    return;
  }
  await ctx.db.patch("projects", projectId, { teamSkills });
}

/** After a member's skills change: every team they are on (bounded like their applications). */
export async function refreshTeamsOfMember(
  ctx: MutationCtx,
  userId: Id<"users">,
): Promise<void> {
  const accepted = await ctx.db
    .query("applications")
    .withIndex("by_applicant_and_status", (q) =>
      q.eq("applicantId", userId).eq("status", "accepted"),
    )
    .take(LIMITS.maxListSize);
  for (const application of accepted) {
    await refreshTeamSkills(ctx, application.projectId);
  }
}

export type SkillCoverage = Infer<typeof vSkillCoverage>;
export type TeamGap = Infer<typeof vTeamGap>;

/** The project's wanted skills as the accepted team covers them, missing first. */
export async function getTeamGaps(
  ctx: QueryCtx,
  project: Doc<"projects">,
): Promise<TeamGap[]> {
  const members = await getTeamMembers(ctx, project._id);
  const brought = members.map((member) => ({
    name: member.name,
    keys: new Set(skillsBrought([member.skills]).map(skillKey)),
  }));
  const gaps = project.skills.map((skill) => {
    const coveredBy = brought
      .filter((member) => member.keys.has(skillKey(skill)))
      .map((member) => member.name);
    return { skill, covered: coveredBy.length > 0, coveredBy };
  });
  return [
    ...gaps.filter((gap) => !gap.covered),
    ...gaps.filter((gap) => gap.covered),
  ];
}
