/**
 * The app's counters, through `@convex-dev/aggregate`: one
 * `TableAggregate` per counter, each its own component instance
 * (convex.config.ts), written in the same mutation as the rows it counts, so
 * a count is never out of step with its table.
 *
 * Writes use the idempotent methods (`insertIfDoesNotExist`,
 * `replaceOrInsert`, `deleteIfExists`): the count migrations (migrations.ts)
 * may run beside live writes, and a document written by both is still
 * counted once.
 *
 * Cost of a read: `count`/`sum` over one namespace (no bounds) reads that
 * namespace's tree and its root node, plus the root's children (at most 16,
 * the default node size) once it has more than 16 items, because the root is
 * lazy. A card thus reads a handful of small documents per counter instead of
 * one, bounded whatever the counts, and a list reads its page's counts in one
 * batch (getBuilderCounts); in exchange counts are exact (no cap on projects)
 * and concurrent writers of different builders never touch the same documents
 * (one tree per namespace).
 */
import { TableAggregate } from "@convex-dev/aggregate";
import { components } from "../_generated/api";
import type { DataModel, Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/** Followers per builder: one item per `follows` row, in its followee's namespace. */
export const followersAggregate = new TableAggregate<{
  Namespace: Id<"users">;
  Key: null;
  DataModel: DataModel;
  TableName: "follows";
}>(components.followersAggregate, {
  namespace: (follow) => follow.followeeId,
  sortKey: () => null,
});

/** Projects per creator (the builder card's count). */
export const projectsByCreatorAggregate = new TableAggregate<{
  Namespace: Id<"users">;
  Key: null;
  DataModel: DataModel;
  TableName: "projects";
}>(components.projectsByCreatorAggregate, {
  namespace: (project) => project.creatorId,
  sortKey: () => null,
});

/** Reviews per subject: the count, and the ratings' sum for the average. */
export const reviewsAggregate = new TableAggregate<{
  Namespace: Id<"users">;
  Key: null;
  DataModel: DataModel;
  TableName: "reviews";
}>(components.reviewsAggregate, {
  namespace: (review) => review.subjectId,
  sortKey: () => null,
  sumValue: (review) => review.rating,
});

/**
 * The seats a project adds to the home page's "open seats": those left while
 * it is open. The one place this is decided.
 */
export function openSeatsOf(
  project: Pick<
    Doc<"projects">,
    "status" | "openPositions" | "filledPositions"
  > | null,
): number {
  if (project === null || project.status !== "open") return 0;
  return Math.max(0, project.openPositions - project.filledPositions);
}

/**
 * Every project, keyed by `createdAt` (projects created in a week are one key
 * range) and summing its open seats (the site's open seats are the sum).
 */
export const siteProjectsAggregate = new TableAggregate<{
  Key: number;
  DataModel: DataModel;
  TableName: "projects";
}>(components.siteProjectsAggregate, {
  sortKey: (project) => project.createdAt,
  sumValue: (project) => openSeatsOf(project),
});

/** Every profile: the home page's builders. */
export const siteBuildersAggregate = new TableAggregate<{
  Key: number;
  DataModel: DataModel;
  TableName: "profiles";
}>(components.siteBuildersAggregate, {
  sortKey: (profile) => profile._creationTime,
});

/** A follow was written (`after`) or deleted (`before`). */
export async function countFollow(
  ctx: MutationCtx,
  change: { before: Doc<"follows"> | null; after: Doc<"follows"> | null },
): Promise<void> {
  if (change.after !== null) {
    await followersAggregate.insertIfDoesNotExist(ctx, change.after);
  } else if (change.before !== null) {
    await followersAggregate.deleteIfExists(ctx, change.before);
  }
}

/**
 * Counts a project's change, after it is written: `before` is the document as
 * it was (null when it was just created); the project is read as it is now
 * (null when deleted).
 */
export async function countProjectChange(
  ctx: MutationCtx,
  before: Doc<"projects"> | null,
  projectId: Id<"projects">,
): Promise<void> {
  const after = await ctx.db.get("projects", projectId);
  if (after === null) {
    if (before === null) return;
    await siteProjectsAggregate.deleteIfExists(ctx, before);
    await projectsByCreatorAggregate.deleteIfExists(ctx, before);
  } else if (before === null) {
    await siteProjectsAggregate.insertIfDoesNotExist(ctx, after);
    await projectsByCreatorAggregate.insertIfDoesNotExist(ctx, after);
  } else if (openSeatsOf(before) !== openSeatsOf(after)) {
    await siteProjectsAggregate.replaceOrInsert(ctx, before, after);
  }
}

/** A new profile is one more builder (the sign-up transaction calls this). */
export async function countProfileCreated(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
): Promise<void> {
  const profile = await ctx.db.get("profiles", profileId);
  if (profile !== null) {
    await siteBuildersAggregate.insertIfDoesNotExist(ctx, profile);
  }
}

/** A deleted profile is one builder fewer (account deletion calls this). */
export async function countProfileDeleted(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
): Promise<void> {
  await siteBuildersAggregate.deleteIfExists(ctx, profile);
}

/** A review was written: counted for its subject. */
export async function countReview(
  ctx: MutationCtx,
  review: Doc<"reviews">,
): Promise<void> {
  await reviewsAggregate.insertIfDoesNotExist(ctx, review);
}

export async function getFollowersCount(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<number> {
  return await followersAggregate.count(ctx, { namespace: userId });
}

/** What a builder card counts, from the aggregates. */
export type BuilderCounts = {
  followersCount: number;
  projectsCount: number;
  reviews: { reviewCount: number; ratingSum: number };
};

/**
 * The counts of a page of builders, four component calls for the whole page
 * (the aggregates' batch reads) instead of four per card: a list of 50 cards
 * otherwise made 200 nested calls, which made /builders the heaviest query.
 */
export async function getBuilderCounts(
  ctx: QueryCtx,
  userIds: Id<"users">[],
): Promise<BuilderCounts[]> {
  if (userIds.length === 0) return [];
  const byUser = userIds.map((namespace) => ({ namespace }));
  const [followers, projects, reviewCounts, ratingSums] = await Promise.all([
    followersAggregate.countBatch(ctx, byUser),
    projectsByCreatorAggregate.countBatch(ctx, byUser),
    reviewsAggregate.countBatch(ctx, byUser),
    reviewsAggregate.sumBatch(ctx, byUser),
  ]);
  return userIds.map((_, i) => ({
    followersCount: followers[i] ?? 0,
    projectsCount: projects[i] ?? 0,
    reviews: {
      reviewCount: reviewCounts[i] ?? 0,
      ratingSum: ratingSums[i] ?? 0,
    },
  }));
}

/** A subject's reviews: how many, and the sum of their ratings. */
export async function getReviewTotals(
  ctx: QueryCtx,
  subjectId: Id<"users">,
): Promise<{ reviewCount: number; ratingSum: number }> {
  const [reviewCount, ratingSum] = await Promise.all([
    reviewsAggregate.count(ctx, { namespace: subjectId }),
    reviewsAggregate.sum(ctx, { namespace: subjectId }),
  ]);
  return { reviewCount, ratingSum };
}
