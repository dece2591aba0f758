import type { PaginationResult } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { getBuilderCounts, type BuilderCounts } from "./aggregates";
import { blockBetween } from "./blocks";
import { listBuilders, type ListBuildersArgs } from "./builderLists";
import { toPublicProfile, type PublicProfile } from "./profiles";
import { getTrustSummary, type TrustSummary } from "./reputation";
import { toProjectSummaries, type ProjectSummary } from "./projectViewerStates";
import {
  bestMatchWithViewerProjects,
  type ProjectMatch,
} from "./matching/viewer";
import { vProjectMatch, vPublicProfile } from "./validators";

/** Builder rows per page: each row costs a few indexed reads (see builderRow). */
export const BUILDERS_MAX_PAGE_SIZE = 24;

/**
 * A card counts a builder's projects with a bounded index read of at most this
 * many (+1 to know there are more); the card then shows "25+".
 */
export const PROJECTS_COUNT_CAP = 25;

/** Projects listed on a builder's profile page and in the message dialog. */
export const BUILDER_PROJECTS_LIMIT = 20;

export type BuilderRow = PublicProfile &
  TrustSummary & {
    /** The viewer may message this builder (signed in, not self, no block either way). */
    canMessage: boolean;
    /** The viewer has blocked this builder. */
    blockedByViewer: boolean;
    followersCount: number;
    /** Projects created, counted up to PROJECTS_COUNT_CAP. */
    projectsCount: number;
    /** There are more than PROJECTS_COUNT_CAP projects. */
    hasMoreProjects: boolean;
    /** The viewer follows this builder (false when signed out). */
    isFollowing: boolean;
    /** The viewer has this builder among their favourites (false when signed out). */
    isFavorite: boolean;
    /** This is the viewer's own profile. */
    isSelf: boolean;
    /** The best match with one of the viewer's open projects, or null. */
    match: ProjectMatch | null;
  };

export const vBuilderRow = v.object({
  ...vPublicProfile.fields,
  verified: v.boolean(),
  rating: v.union(
    v.object({ average: v.number(), count: v.number() }),
    v.null(),
  ),
  reviewCount: v.number(),
  completedProjectsCount: v.number(),
  canMessage: v.boolean(),
  blockedByViewer: v.boolean(),
  followersCount: v.number(),
  projectsCount: v.number(),
  hasMoreProjects: v.boolean(),
  isFollowing: v.boolean(),
  isFavorite: v.boolean(),
  isSelf: v.boolean(),
  match: v.union(vProjectMatch, v.null()),
});

export async function getFollow(
  ctx: QueryCtx,
  followerId: Id<"users">,
  followeeId: Id<"users">,
): Promise<Doc<"follows"> | null> {
  return await ctx.db
    .query("follows")
    .withIndex("by_follower_and_followee", (q) =>
      q.eq("followerId", followerId).eq("followeeId", followeeId),
    )
    .unique();
}

export async function getFavorite(
  ctx: QueryCtx,
  userId: Id<"users">,
  profileId: Id<"profiles">,
): Promise<Doc<"favorites"> | null> {
  return await ctx.db
    .query("favorites")
    .withIndex("by_user_and_profile", (q) =>
      q.eq("userId", userId).eq("profileId", profileId),
    )
    .unique();
}

/**
 * Projects created, from the per-creator aggregate (exact, a few reads
 * whatever the count), shown up to PROJECTS_COUNT_CAP as the cards show it.
 */
function shownProjects(count: number): {
  projectsCount: number;
  hasMoreProjects: boolean;
} {
  return {
    projectsCount: Math.min(count, PROJECTS_COUNT_CAP),
    hasMoreProjects: count > PROJECTS_COUNT_CAP,
  };
}

/** Builders as cards show them: one batch of counts for the whole list. */
export async function toBuilderRows(
  ctx: QueryCtx,
  profiles: PublicProfile[],
  viewerId: Id<"users"> | null,
): Promise<BuilderRow[]> {
  const counts = await getBuilderCounts(
    ctx,
    profiles.map((profile) => profile.userId),
  );
  return await Promise.all(
    profiles.map((profile, i) =>
      toBuilderRow(ctx, profile, viewerId, counts[i]!),
    ),
  );
}

/** A builder as cards show it: public fields, counts and the viewer's relation. */
async function toBuilderRow(
  ctx: QueryCtx,
  profile: PublicProfile,
  viewerId: Id<"users"> | null,
  counts: BuilderCounts,
): Promise<BuilderRow> {
  const isSelf = viewerId !== null && viewerId === profile.userId;
  const [follow, favorite, match, trust, blocks] = await Promise.all([
    viewerId === null || isSelf
      ? null
      : getFollow(ctx, viewerId, profile.userId),
    viewerId === null ? null : getFavorite(ctx, viewerId, profile._id),
    bestMatchWithViewerProjects(ctx, profile, viewerId),
    getTrustSummary(ctx, profile.userId, counts.reviews),
    viewerId === null || isSelf
      ? { byViewer: false, byOther: false }
      : blockBetween(ctx, viewerId, profile.userId),
  ]);
  const blocked = blocks.byViewer || blocks.byOther;
  return {
    ...profile,
    ...trust,
    // A block either way hides the ways to reach them.
    links: blocked ? {} : profile.links,
    canMessage: viewerId !== null && !isSelf && !blocked,
    blockedByViewer: blocks.byViewer,
    followersCount: counts.followersCount,
    ...shownProjects(counts.projectsCount),
    isFollowing: follow !== null,
    isFavorite: favorite !== null,
    isSelf,
    match,
  };
}

/** The /builders page: model/builderLists.ts's page, each row enriched. */
export async function listBuilderRows(
  ctx: QueryCtx,
  viewerId: Id<"users"> | null,
  args: ListBuildersArgs,
): Promise<PaginationResult<BuilderRow>> {
  const page = await listBuilders(ctx, {
    ...args,
    paginationOpts: {
      ...args.paginationOpts,
      numItems: Math.max(
        1,
        Math.min(args.paginationOpts.numItems, BUILDERS_MAX_PAGE_SIZE),
      ),
    },
  });
  return {
    ...page,
    page: await toBuilderRows(ctx, page.page, viewerId),
  };
}

/** A profile id from a URL: null when it is malformed or names no profile. */
export async function findProfile(
  ctx: QueryCtx,
  rawProfileId: string,
): Promise<Doc<"profiles"> | null> {
  const profileId = ctx.db.normalizeId("profiles", rawProfileId);
  return profileId === null ? null : await ctx.db.get("profiles", profileId);
}

export async function getBuilderRow(
  ctx: QueryCtx,
  rawProfileId: string,
  viewerId: Id<"users"> | null,
): Promise<BuilderRow | null> {
  const profile = await findProfile(ctx, rawProfileId);
  return profile === null
    ? null
    : (
        await toBuilderRows(
          ctx,
          [await toPublicProfile(ctx, profile)],
          viewerId,
        )
      )[0]!;
}

/**
 * A builder's projects, newest first, as the viewer sees them. The same index
 * read as listProjectsByCreator, but summarised for the actual viewer (that
 * helper summarises for the creator, so every row would say isOwner).
 */
export async function listBuilderProjects(
  ctx: QueryCtx,
  rawProfileId: string,
  viewerId: Id<"users"> | null,
): Promise<ProjectSummary[]> {
  const profile = await findProfile(ctx, rawProfileId);
  if (profile === null) return [];
  const projects = await ctx.db
    .query("projects")
    .withIndex("by_creator_and_createdAt", (q) =>
      q.eq("creatorId", profile.userId),
    )
    .order("desc")
    .take(BUILDER_PROJECTS_LIMIT);
  return await toProjectSummaries(ctx, projects, viewerId);
}

/** A builder's accepted memberships of projects still running (not closed or completed). */
export async function listCurrentMemberships(
  ctx: QueryCtx,
  rawProfileId: string,
  viewerId: Id<"users"> | null,
): Promise<ProjectSummary[]> {
  const profile = await findProfile(ctx, rawProfileId);
  if (profile === null) return [];
  const accepted = await ctx.db
    .query("applications")
    .withIndex("by_applicant_and_status", (q) =>
      q.eq("applicantId", profile.userId).eq("status", "accepted"),
    )
    .order("desc")
    .take(BUILDER_PROJECTS_LIMIT);
  const projects = await Promise.all(
    accepted.map(({ projectId }) => ctx.db.get("projects", projectId)),
  );
  return await toProjectSummaries(
    ctx,
    projects.filter(
      (project): project is Doc<"projects"> =>
        project !== null &&
        project.status !== "closed" &&
        project.status !== "completed",
    ),
    viewerId,
  );
}
