/**
 * Matching: explainable scores between builders and projects (model/matching).
 * Every score here is the same number the cards show for the same pair.
 */
import { v } from "convex/values";
import { authedQuery, publicQuery, sharedQuery } from "./functions";
import {
  MAX_RECOMMENDATIONS,
  recommendProjects,
  suggestBuilders,
} from "./model/matching/recommend";
import {
  explainMatch,
  skillCoverageFor,
  teamGapsFor,
} from "./model/matching/explain";
import { getProfileByUserId, toPublicProfile } from "./model/profiles";
import { requireProjectOwner } from "./model/projects";
import { toProjectSummaries } from "./model/projectViewerStates";
import {
  vInviteStatus,
  vMatch,
  vProjectCategory,
  vProjectSummary,
  vPublicProfile,
  vSkillCoverage,
  vTeamGap,
} from "./model/validators";
import { findInvite } from "./model/invites";
import { withoutBlocked } from "./model/blocks";

const DEFAULT_LIMIT = 6;

function clampLimit(limit: number | undefined): number {
  return Math.max(
    1,
    Math.min(Math.floor(limit ?? DEFAULT_LIMIT), MAX_RECOMMENDATIONS),
  );
}

/**
 * The viewer's best matches among open projects with a seat: not their own,
 * not ones they applied to. Empty when signed out or without a profile.
 */
export const recommendedProjects = publicQuery({
  args: {
    limit: v.optional(v.number()),
    category: v.optional(vProjectCategory),
  },
  returns: v.array(vProjectSummary),
  handler: async (ctx, { limit, category }) => {
    if (ctx.viewerId === null) return [];
    const profile = await getProfileByUserId(ctx, ctx.viewerId);
    if (profile === null) return [];
    const recommendations = await recommendProjects(ctx, profile, {
      limit: clampLimit(limit),
      category,
      // Time zones are compared at the query's time.
      now: Date.now(),
    });
    const viewerId = ctx.viewerId;
    const unblocked = await withoutBlocked(
      ctx,
      viewerId,
      recommendations,
      ({ item }) => item.creatorId,
    );
    return await toProjectSummaries(
      ctx,
      unblocked.map(({ item }) => item),
      viewerId,
    );
  },
});

/**
 * Owner only: builders who fit what the team still lacks, best first (busy
 * builders ranked lower); never a builder not looking for projects.
 */
export const suggestedBuilders = authedQuery({
  args: { projectId: v.id("projects"), limit: v.optional(v.number()) },
  returns: v.array(
    v.object({
      ...vPublicProfile.fields,
      match: vMatch,
      /** The status of the owner's invite to this builder for this project. */
      invite: v.union(vInviteStatus, v.null()),
    }),
  ),
  handler: async (ctx, { projectId, limit }) => {
    const project = await requireProjectOwner(ctx, ctx.viewerId, projectId);
    const suggestions = await withoutBlocked(
      ctx,
      ctx.viewerId,
      await suggestBuilders(ctx, project, {
        limit: clampLimit(limit),
        now: Date.now(),
      }),
      ({ item }) => item.userId,
    );
    return await Promise.all(
      suggestions.map(async ({ item, match }) => ({
        ...(await toPublicProfile(ctx, item)),
        match,
        invite: (await findInvite(ctx, projectId, item.userId))?.status ?? null,
      })),
    );
  },
});

/**
 * The match between a project and a profile (the viewer's own when omitted),
 * for its two parties only: null when signed out, or when the profile is the
 * project's owner.
 */
export const explain = publicQuery({
  args: {
    projectId: v.id("projects"),
    profileId: v.optional(v.id("profiles")),
  },
  returns: v.union(vMatch, v.null()),
  handler: async (ctx, { projectId, profileId }) =>
    ctx.viewerId === null
      ? null
      : await explainMatch(ctx, ctx.viewerId, projectId, profileId),
});

/**
 * The project's wanted skills, covered or missing by the accepted team,
 * missing first, as everyone sees them (no names). Never reads the caller's
 * identity, so one execution serves every viewer of the project page.
 */
export const skillCoverage = sharedQuery({
  args: { projectId: v.id("projects") },
  returns: v.array(vSkillCoverage),
  handler: async (ctx, { projectId }) => await skillCoverageFor(ctx, projectId),
});

/**
 * `skillCoverage` with who covers each skill, named for the owner and the
 * accepted team only (`coveredBy` is [] for everyone else).
 */
export const teamGaps = publicQuery({
  args: { projectId: v.id("projects") },
  returns: v.array(vTeamGap),
  handler: async (ctx, { projectId }) =>
    await teamGapsFor(ctx, ctx.viewerId, projectId),
});
