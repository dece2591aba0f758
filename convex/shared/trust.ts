/**
 * Trust: completed projects, reviews between teammates, ratings
 * and the Verified rule. Isomorphic: the server enforces and computes with
 * these; the web app shows the same numbers and words.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Teammates may review each other for this long after the project is completed. */
export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * DAY_MS;

/** Below this many reviews no average is shown anywhere (one review is an anecdote). */
export const RATING_MIN_REVIEWS = 3;

export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  textMaxLength: 1000,
  replyMaxLength: 1000,
} as const;

/** The FAQ's rule: at least 3 completed projects with good ratings, and a verified email. */
export const VERIFICATION = {
  minCompletedProjects: 3,
  minReviews: RATING_MIN_REVIEWS,
  minAverageRating: 4,
} as const;

/** What the Verified rule reads: kept per user in `reputations`, plus the email. */
export type ReputationFacts = {
  emailVerified: boolean;
  completedProjects: number;
  reviewCount: number;
  ratingSum: number;
};

/** The average rating with one decimal, or null below RATING_MIN_REVIEWS. */
export function shownRating(
  facts: Pick<ReputationFacts, "reviewCount" | "ratingSum">,
): { average: number; count: number } | null {
  if (facts.reviewCount < RATING_MIN_REVIEWS) return null;
  return {
    average: Math.round((facts.ratingSum / facts.reviewCount) * 10) / 10,
    count: facts.reviewCount,
  };
}

export function isVerified(facts: ReputationFacts): boolean {
  const rating = shownRating(facts);
  return (
    facts.emailVerified &&
    facts.completedProjects >= VERIFICATION.minCompletedProjects &&
    rating !== null &&
    facts.ratingSum / facts.reviewCount >= VERIFICATION.minAverageRating
  );
}

/** "4.8 · 12 reviews". */
export function ratingLabel(rating: {
  average: number;
  count: number;
}): string {
  return `${rating.average.toFixed(1)} · ${rating.count} ${rating.count === 1 ? "review" : "reviews"}`;
}
