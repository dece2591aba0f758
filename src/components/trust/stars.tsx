import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({
  rating,
  className,
}: {
  rating: number;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            "size-4",
            n <= Math.round(rating)
              ? "fill-status-pending text-status-pending"
              : "text-muted-foreground/40",
          )}
        />
      ))}
    </span>
  );
}
