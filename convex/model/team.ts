/**
 * A project's team: its owner and accepted members, and the skills they
 * bring. Matching reads the skills from `projects.teamSkillCounts`, kept here
 * in the same transactions that change the team (a project created, an
 * accept) or a teammate's skills (a profile edit), so scoring never has to
 * load the team.
 */
import type { Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { LIMITS } from "../shared/constants";
import { skillKey } from "../shared/skills";
import {
  countTeamSkills,
  sameTeamSkills,
  skillsBrought,
} from "../shared/teamSkills";
import type { vSkillCoverage, vTeamGap } from "./validators";

export type TeamMember = {
  userId: Id<"users">;
  name: string;
  skills: string[];
};

/** A teammate's name and skills, from their profile (read here rather than through model/profiles, which calls this module). */
async function teamMember(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<TeamMember> {
  const profile = await ctx.db
    .query("profiles")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  return { userId, name: profile?.name ?? "", skills: profile?.skills ?? [] };
}

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
    accepted.map(({ applicantId }) => teamMember(ctx, applicantId)),
  );
}

/** The whole team: the owner first, then the accepted members. */
export async function getTeam(
  ctx: QueryCtx,
  project: Doc<"projects">,
): Promise<TeamMember[]> {
  const [owner, members] = await Promise.all([
    teamMember(ctx, project.creatorId),
    getTeamMembers(ctx, project._id),
  ]);
  return [owner, ...members];
}

/**
 * Recomputes `teamSkillCounts` from the owner and the accepted members;
 * writes only on change, and says whether it wrote.
 */
export async function refreshTeamSkills(
  ctx: MutationCtx,
  projectId: Id<"projects">,
): Promise<boolean> {
  const project = await ctx.db.get("projects", projectId);
  if (project === null) return false;
  const team = await getTeam(ctx, project);
  const counts = countTeamSkills(team.map((person) => person.skills));
  if (
    project.teamSkills === undefined &&
    project.teamSkillCounts !== undefined &&
    sameTeamSkills(project.teamSkillCounts, counts)
  ) {
    return false;
  }
  await ctx.db.patch("projects", projectId, {
    teamSkillCounts: counts,
    teamSkills: undefined,
  });
  return true;
}

/**
 * After a person's skills change: every team they are on, as a member
 * (bounded like their applications) or as the owner (like their projects).
 */
export async function refreshTeamsOfMember(
  ctx: MutationCtx,
  userId: Id<"users">,
): Promise<void> {
  const [accepted, owned] = await Promise.all([
    ctx.db
      .query("applications")
      .withIndex("by_applicant_and_status", (q) =>
        q.eq("applicantId", userId).eq("status", "accepted"),
      )
      .take(LIMITS.maxListSize),
    ctx.db
      .query("projects")
      .withIndex("by_creator_and_createdAt", (q) => q.eq("creatorId", userId))
      .take(LIMITS.maxListSize),
  ]);
  for (const projectId of [
    ...accepted.map((application) => application.projectId),
    ...owned.map((project) => project._id),
  ]) {
    await refreshTeamSkills(ctx, projectId);
  }
}

export type SkillCoverage = Infer<typeof vSkillCoverage>;
export type TeamGap = Infer<typeof vTeamGap>;

/** The project's wanted skills as the team (owner and members) covers them, missing first. */
export async function getTeamGaps(
  ctx: QueryCtx,
  project: Doc<"projects">,
): Promise<TeamGap[]> {
  const team = await getTeam(ctx, project);
  const brought = team.map((person) => ({
    name: person.name,
    keys: new Set(skillsBrought(person.skills).map(skillKey)),
  }));
  const gaps = project.skills.map((skill) => {
    const coveredBy = brought
      .filter((person) => person.keys.has(skillKey(skill)))
      .map((person) => person.name);
    return { skill, covered: coveredBy.length > 0, coveredBy };
  });
  return [
    ...gaps.filter((gap) => !gap.covered),
    ...gaps.filter((gap) => gap.covered),
  ];
}
