/**
 * matching.explain and matching.teamGaps: who may see what. A match is
 * between a project and a profile; its two parties (the builder, and the
 * project's owner) may see it, nobody else.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { appError, ERROR_MESSAGES } from "../../shared/errors";
import { isRecruitingProject } from "../../shared/recruiting";
import { getProfileByUserId } from "../profiles";
import { getProjectOrThrow } from "../projects";
import { getTeamGaps, type SkillCoverage, type TeamGap } from "../team";
import {
  memberRoleKey,
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
  // A member is scored against the team without them, for their own role:
  // never their own gap.
  const membership = await acceptedApplication(ctx, projectId, profile.userId);
  // A match is about joining: none for a project that takes nobody more.
  if (membership === null && !isRecruitingProject(project)) return null;
  return scoreMatch(
    membership === null
      ? toMatchProject(project)
      : toMatchProject(
          project,
          profile.skills,
          memberRoleKey(project, membership.roleKey),
        ),
    profile,
    isOwner ? "owner" : "builder",
    Date.now(),
  );
}

/** The user's accepted application to the project (they are on its team), or null. */
async function acceptedApplication(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<Doc<"applications"> | null> {
  const application = await ctx.db
    .query("applications")
    .withIndex("by_project_and_applicant", (q) =>
      q.eq("projectId", projectId).eq("applicantId", userId),
    )
    .first();
  return application?.status === "accepted" ? application : null;
}

/** Whether the user was accepted to the project. */
async function isTeamMember(
  ctx: QueryCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<boolean> {
  return (await acceptedApplication(ctx, projectId, userId)) !== null;
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
