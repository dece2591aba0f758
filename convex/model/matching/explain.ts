/**
 * matching.explain and matching.teamGaps: who may see what. A match is
 * between a project and a profile; its two parties (the builder, and the
 * project's owner) may see it, nobody else.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { appError, ERROR_MESSAGES } from "../../shared/errors";
import { isRecruitingProject } from "../../shared/recruiting";
import { getProfileByUserId } from "../profiles";
import { getProjectOrThrow } from "../projects";
import { getTeamGaps, type SkillCoverage, type TeamGap } from "../team";
import {
  scoreMatch,
  toMatchProject,
  type Match,
} from "../../shared/matchScore";

export async function explainMatch(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  profileId: Id<"profiles"> | undefined,
): Promise<Match | null> {
  const project = await getProjectOrThrow(ctx, projectId);
  const profile =
    profileId === undefined
      ? await getProfileByUserId(ctx, viewerId)
      : await ctx.db.get("profiles", profileId);
  if (profile === null) {
    if (profileId === undefined) return null;
    throw appError("NOT_FOUND", ERROR_MESSAGES.profileNotFound);
  }
  const isOwner = project.creatorId === viewerId;
  if (profile.userId === project.creatorId) return null;
  if (profile.userId !== viewerId && !isOwner) {
    throw appError("FORBIDDEN", ERROR_MESSAGES.matchNotYours);
  }
  // A member is scored against the team without them: never their own gap.
  const onTeam = await isTeamMember(ctx, projectId, profile.userId);
  // A match is about joining: none for a project that takes nobody more.
  if (!onTeam && !isRecruitingProject(project)) return null;
  return scoreMatch(
    toMatchProject(project, onTeam ? profile.skills : null),
    profile,
    isOwner ? "owner" : "builder",
  );
}

/** Whether the user was accepted to the project. */
async function isTeamMember(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<boolean> {
  const application = await ctx.db
    .query("applications")
    .withIndex("by_project_and_applicant", (q) =>
      q.eq("projectId", projectId).eq("applicantId", userId),
    )
    .first();
  return application?.status === "accepted";
}

/** The wanted skills, covered or missing, as everyone may see them: no names. */
export async function skillCoverageFor(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<SkillCoverage[]> {
  const project = await getProjectOrThrow(ctx, projectId);
  const gaps = await getTeamGaps(ctx, project);
  return gaps.map(({ skill, covered }) => ({ skill, covered }));
}

/**
 * The wanted skills, covered or missing; who covers each is shown to the
 * owner and the team only (membership is not public).
 */
export async function teamGapsFor(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  projectId: Id<"projects">,
): Promise<TeamGap[]> {
  const project = await getProjectOrThrow(ctx, projectId);
  const gaps = await getTeamGaps(ctx, project);
  const mayName =
    viewerId !== null &&
    (viewerId === project.creatorId ||
      (await isTeamMember(ctx, projectId, viewerId)));
  return mayName ? gaps : gaps.map((gap) => ({ ...gap, coveredBy: [] }));
}
