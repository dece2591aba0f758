import { MessageSquareReply } from "lucide-react";
import { APPLICATION_CLOCK } from "@convex/shared/constants";
import {
  responseRateText,
  type OwnerResponse,
} from "@convex/shared/responseClock";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/**
 * How a project's owner answers applications: "Responds to 92% of
 * applications, usually within 2 days", or "New owner" until the record has
 * APPLICATION_CLOCK.minAnsweredForRate closed applications. `self`: the owner
 * reads their own ("You respond to ...").
 */
export function ResponseRate({
  response,
  self = false,
  className,
}: {
  response: OwnerResponse | null | undefined;
  self?: boolean;
  className?: string;
}) {
  if (response === undefined) {
    return <Skeleton className={cn("h-5 w-64", className)} />;
  }
  if (response === null) return null;
  const text = responseRateText(response);
  const shown =
    text === null
      ? self
        ? `Your response rate shows once ${APPLICATION_CLOCK.minAnsweredForRate} applications are answered or expired.`
        : "New owner: no response record yet"
      : self
        ? text.replace(/^Responds/, "You respond")
        : text;
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1.5 text-sm text-muted-foreground",
        className,
      )}
    >
      <MessageSquareReply aria-hidden className="size-4 shrink-0" />
      {shown}
    </p>
  );
}
