import { Star } from "lucide-react";
import { ratingLabel } from "@convex/shared/trust";
import { cn } from "@/lib/cn";

/**
 * "★ 4.8 · 12 reviews", or nothing at all: the server sends no rating below
 * the minimum count of reviews.
 */
export function RatingSummary({
  rating,
  className,
}: {
  rating: { average: number; count: number } | null;
  className?: string;
}) {
  if (rating === null) return null;
  return (
    <p
      className={cn("flex items-center gap-1.5 text-sm", className)}
      aria-label={`Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} reviews`}
    >
      <Star
        aria-hidden
        className="size-4 fill-status-pending text-status-pending"
      />
      <span className="font-medium tabular-nums">{ratingLabel(rating)}</span>
    </p>
  );
}
