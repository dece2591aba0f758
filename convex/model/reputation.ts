/**
 * Reputation: per user, completed projects and reviews received,
 * changed only in the transactions that change them (a completion, a
 * review), so the Verified rule is never stale. Cards read the user's row
 * and the reviews aggregate's count and sum (a few small documents).
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { getReviewTotals } from "./aggregates";
import {
  isVerified,
  shownRating,
  VERIFICATION,
  type ReputationFacts,
} from "../shared/trust";

/**
 * A user's reputation: completions and `qualifiedAt` from their
 * `reputations` row, the reviews they received (count and rating sum) from
 * the reviews aggregate (model/aggregates.ts).
 */
export type Reputation = Pick<
  Doc<"reputations">,
  "completedProjects" | "qualifiedAt"
> & { reviewCount: number; ratingSum: number };

async function getReputationRow(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"reputations"> | null> {
  return await ctx.db
    .query("reputations")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/** `reviews`: the review totals when the caller has read them already (a list's batch). */
export async function getReputation(
  ctx: QueryCtx,
  userId: Id<"users">,
  reviews?: { reviewCount: number; ratingSum: number },
): Promise<Reputation> {
  const [row, totals] = await Promise.all([
    getReputationRow(ctx, userId),
    reviews ?? getReviewTotals(ctx, userId),
  ]);
  return {
    completedProjects: row?.completedProjects ?? 0,
    qualifiedAt: row?.qualifiedAt,
    ...totals,
  };
}

/** The projects-and-ratings half of the Verified rule (the email is the other half). */
function meetsRatingRule(reputation: Reputation): boolean {
  return isVerified({ ...reputation, emailVerified: true });
}

/**
 * Adds `completedProjects` to a user's row and updates `qualifiedAt`, in the
 * caller's transaction; a review's caller has already counted it in the
 * reviews aggregate, so the rule sees it.
 */
export async function adjustReputation(
  ctx: MutationCtx,
  userId: Id<"users">,
  delta: { completedProjects?: number },
  now: number,
): Promise<void> {
  const row = await getReputationRow(ctx, userId);
  const completedProjects =
    (row?.completedProjects ?? 0) + (delta.completedProjects ?? 0);
  const reviews = await getReviewTotals(ctx, userId);
  const qualified = meetsRatingRule({ completedProjects, ...reviews });
  const qualifiedAt = qualified ? (row?.qualifiedAt ?? now) : undefined;
  const next = { userId, completedProjects, qualifiedAt };
  if (row === null) await ctx.db.insert("reputations", next);
  else await ctx.db.replace("reputations", row._id, next);
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
  reviews?: { reviewCount: number; ratingSum: number },
): Promise<TrustSummary> {
  const [reputation, user] = await Promise.all([
    getReputation(ctx, userId, reviews),
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
