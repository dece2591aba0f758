/**
 * Reputation (issue #13): per user, completed projects and reviews received,
 * changed only here and only in the transactions that change them (a
 * completion, a review), so builder cards read one document and the Verified
 * rule is never stale.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  isVerified,
  shownRating,
  VERIFICATION,
  type ReputationFacts,
} from "../shared/trust";

export type Reputation = Pick<
  Doc<"reputations">,
  "completedProjects" | "reviewCount" | "ratingSum" | "qualifiedAt"
>;

const EMPTY: Reputation = {
  completedProjects: 0,
  reviewCount: 0,
  ratingSum: 0,
};

export async function getReputation(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Reputation> {
  const row = await ctx.db
    .query("reputations")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  return row ?? EMPTY;
}

/** The projects-and-ratings half of the Verified rule (the email is the other half). */
function meetsRatingRule(reputation: Reputation): boolean {
  return isVerified({ ...reputation, emailVerified: true });
}

/** Adds to a user's counts and updates `qualifiedAt`, in the caller's transaction. */
export async function adjustReputation(
  ctx: MutationCtx,
  userId: Id<"users">,
  delta: Partial<
    Pick<Reputation, "completedProjects" | "reviewCount" | "ratingSum">
  >,
  now: number,
): Promise<void> {
  const row = await ctx.db
    .query("reputations")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  const before = row ?? EMPTY;
  const next = {
    completedProjects:
      before.completedProjects + (delta.completedProjects ?? 0),
    reviewCount: before.reviewCount + (delta.reviewCount ?? 0),
    ratingSum: before.ratingSum + (delta.ratingSum ?? 0),
  };
  const qualified = meetsRatingRule(next);
  const qualifiedAt = qualified ? (before.qualifiedAt ?? now) : undefined;
  if (row === null) {
    await ctx.db.insert("reputations", { userId, ...next, qualifiedAt });
  } else {
    await ctx.db.replace("reputations", row._id, {
      userId,
      ...next,
      qualifiedAt,
    });
  }
}

/** What a builder card and the Verified badge show. */
export type TrustSummary = {
  rating: { average: number; count: number } | null;
  reviewCount: number;
  completedProjectsCount: number;
  verified: boolean;
};

export async function getTrustSummary(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<TrustSummary> {
  const [reputation, user] = await Promise.all([
    getReputation(ctx, userId),
    ctx.db.get("users", userId),
  ]);
  return {
    rating: shownRating(reputation),
    reviewCount: reputation.reviewCount,
    completedProjectsCount: reputation.completedProjects,
    verified: isVerified(factsOf(reputation, user)),
  };
}

function factsOf(
  reputation: Reputation,
  user: Doc<"users"> | null,
): ReputationFacts {
  return {
    ...reputation,
    emailVerified: user?.emailVerificationTime !== undefined,
  };
}

/** The Verified badge's explanation: each check, and when it was all met. */
export async function getVerification(ctx: QueryCtx, userId: Id<"users">) {
  const [reputation, user] = await Promise.all([
    getReputation(ctx, userId),
    ctx.db.get("users", userId),
  ]);
  const facts = factsOf(reputation, user);
  const verified = isVerified(facts);
  const emailAt = user?.emailVerificationTime;
  return {
    verified,
    verifiedAt:
      verified && reputation.qualifiedAt !== undefined && emailAt !== undefined
        ? Math.max(reputation.qualifiedAt, emailAt)
        : null,
    emailVerified: facts.emailVerified,
    completedProjects: reputation.completedProjects,
    requiredProjects: VERIFICATION.minCompletedProjects,
    reviewCount: reputation.reviewCount,
    requiredReviews: VERIFICATION.minReviews,
    averageRating:
      reputation.reviewCount === 0
        ? null
        : Math.round((reputation.ratingSum / reputation.reviewCount) * 10) / 10,
    requiredAverage: VERIFICATION.minAverageRating,
  };
}
