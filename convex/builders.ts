import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { zodToConvexFields } from "convex-helpers/server/zod4";
import { publicQuery, sharedQuery } from "./functions";
import {
  BUILDER_PROJECTS_LIMIT,
  findProfile,
  getBuilderRow,
  listCurrentMemberships,
  listBuilderProjects,
  listBuilderRows,
  vBuilderRow,
} from "./model/builders";
import { getVerification } from "./model/reputation";
import { listCompletedProjectsOf } from "./model/reviews";
import {
  vProjectCategory,
  vProjectCategoryFilter,
  vProjectSummary,
} from "./model/validators";
import { builderFilterInput } from "./shared/listFilters";

/**
 * The /builders page: profiles.list's search and category filter, each row
 * with its counts and the viewer's follow/favourite state. `skill` (any
 * spelling) keeps builders who have that skill; `availability`,
 * `overlapWith` (an IANA zone) and `minHours` keep builders by their work
 * fields (shared/listFilters.ts; a builder who never set availability counts
 * as open, one who states no zone or hours passes no filter on it). A page
 * may hold fewer rows than asked while `isDone` is false.
 */
export const list = publicQuery({
  args: {
    search: v.optional(v.string()),
    category: v.optional(vProjectCategoryFilter),
    skill: v.optional(v.string()),
    ...zodToConvexFields(builderFilterInput),
    paginationOpts: paginationOptsValidator,
  },
  returns: paginationResultValidator(vBuilderRow),
  handler: async (ctx, args) => await listBuilderRows(ctx, ctx.viewerId, args),
});

/** /builders/:id: one builder, or null (also for a malformed id from the URL). */
export const get = publicQuery({
  args: { profileId: v.string() },
  returns: v.union(vBuilderRow, v.null()),
  handler: async (ctx, { profileId }) =>
    await getBuilderRow(ctx, profileId, ctx.viewerId),
});

/** The projects a builder created, newest first (at most 20); empty when not found. */
export const projects = publicQuery({
  args: { profileId: v.string() },
  returns: v.array(vProjectSummary),
  handler: async (ctx, { profileId }) =>
    await listBuilderProjects(ctx, profileId, ctx.viewerId),
});

/**
 * What the Verified badge certifies for a builder, check by check: email
 * verified, completed projects, reviews and their average, and when all held.
 * Public (the same facts the profile shows); null when not found.
 */
export const verification = sharedQuery({
  args: { profileId: v.string() },
  returns: v.union(
    v.null(),
    v.object({
      verified: v.boolean(),
      verifiedAt: v.union(v.number(), v.null()),
      emailVerified: v.boolean(),
      completedProjects: v.number(),
      requiredProjects: v.number(),
      reviewCount: v.number(),
      requiredReviews: v.number(),
      averageRating: v.union(v.number(), v.null()),
      requiredAverage: v.number(),
    }),
  ),
  handler: async (ctx, { profileId }) => {
    const profile = await findProfile(ctx, profileId);
    return profile === null ? null : await getVerification(ctx, profile.userId);
  },
});

/** A builder's completed projects (as owner or member), newest first, at most 20. */
export const completedProjects = sharedQuery({
  args: { profileId: v.string() },
  returns: v.array(
    v.object({
      projectId: v.id("projects"),
      title: v.string(),
      category: vProjectCategory,
      completedAt: v.number(),
      role: v.union(v.literal("owner"), v.literal("member")),
    }),
  ),
  handler: async (ctx, { profileId }) => {
    const profile = await findProfile(ctx, profileId);
    return profile === null
      ? []
      : await listCompletedProjectsOf(
          ctx,
          profile.userId,
          BUILDER_PROJECTS_LIMIT,
        );
  },
});

/**
 * The projects a builder is on now as an accepted member (not their own, not
 * closed or completed), newest application first, at most 20; empty when not found.
 */
export const currentProjects = publicQuery({
  args: { profileId: v.string() },
  returns: v.array(vProjectSummary),
  handler: async (ctx, { profileId }) =>
    await listCurrentMemberships(ctx, profileId, ctx.viewerId),
});
