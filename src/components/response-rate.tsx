import { MessageSquareReply } from "lucide-react";
import {
  responseRecordText,
  type OwnerResponse,
} from "@convex/shared/responseClock";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/**
 * How a project's owner answers applications (`responseRecordText`):
 * "Responds to 92% of applications, usually within 2 days", or how many are
 * closed so far while too few for a rate. `self`: the owner reads their own
 * ("You respond to ...").
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
  const shown = responseRecordText(response, self ? "owner" : "applicant");
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
