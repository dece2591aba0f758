import { formatDistanceStrict } from "date-fns";
import { Hourglass } from "lucide-react";
import { daysUntilExpiry, needsReplySoon } from "@convex/shared/responseClock";
import { useNow } from "@/hooks/use-now";
import { cn } from "@/lib/cn";

/** "3 days", "5 hours" (whole units, rounded down); "less than a minute" at first. */
function waitedText(createdAt: number, now: number): string {
  if (now - createdAt < 60_000) return "less than a minute";
  return formatDistanceStrict(new Date(createdAt), new Date(now), {
    roundingMethod: "floor",
  });
}

function expiresText(days: number): string {
  if (days <= 0) return "expires today";
  return `expires in ${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * How long a pending application has waited ("Waiting 3 days"). For the
 * owner (`forOwner`), one past the reminder also says "Reply soon: expires in
 * N days". The time refreshes every minute (`now` fixes it, for tests).
 */
export function WaitingTime({
  createdAt,
  forOwner = false,
  now: fixedNow,
  className,
}: {
  createdAt: number;
  forOwner?: boolean;
  now?: number;
  className?: string;
}) {
  const current = useNow();
  const now = fixedNow ?? current;
  const urgent = forOwner && needsReplySoon(createdAt, now);
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 tabular-nums",
        urgent && "font-medium text-status-pending",
        className,
      )}
    >
      <Hourglass aria-hidden className="size-3.5" />
      Waiting {waitedText(createdAt, now)}
      {urgent
        ? ` · Reply soon: ${expiresText(daysUntilExpiry(createdAt, now))}`
        : null}
    </span>
  );
}
