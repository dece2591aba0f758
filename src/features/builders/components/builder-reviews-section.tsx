import { Star } from "lucide-react";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { RatingSummary } from "@/components/trust/rating-summary";
import { ReplyForm } from "@/components/trust/reply-form";
import { ReviewItem } from "@/components/trust/review-item";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePagedQuery } from "@/hooks/use-paged-query";
import type { BuilderRow } from "../lib/types";

const PAGE = 5;

/** Reviews from teammates, newest first, each with its project and reply. */
export function BuilderReviewsSection({ builder }: { builder: BuilderRow }) {
  const { results, status, loadMore } = usePagedQuery(
    api.reviews.forProfile,
    { profileId: builder._id },
    PAGE,
  );
  return (
    <section
      id="reviews"
      className="flex flex-col gap-3"
      aria-labelledby="builder-reviews"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="builder-reviews" className="text-h3 font-semibold">
          Reviews
        </h2>
        <RatingSummary rating={builder.rating} />
      </div>
      {status === "LoadingFirstPage" ? (
        <Skeleton className="h-28" />
      ) : results.length === 0 ? (
        <EmptyState
          icon={Star}
          title="No reviews yet"
          description={`Reviews come from teammates once a project with ${builder.name} is completed.`}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {results.map((review) => (
            <li key={review._id}>
              <ReviewItem
                review={review}
                replyForm={
                  review.canReply ? <ReplyForm reviewId={review._id} /> : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      {status === "CanLoadMore" ? (
        <Button variant="outline" className="w-fit" onClick={loadMore}>
          Show more reviews
        </Button>
      ) : null}
    </section>
  );
}
