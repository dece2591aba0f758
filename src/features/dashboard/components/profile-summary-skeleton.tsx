import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Shaped like the profile summary card. */
export function ProfileSummarySkeleton() {
  return (
    <Card className="gap-5 p-6">
      <span className="sr-only">Loading your profile...</span>
      <div aria-hidden className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-9 w-full" />
    </Card>
  );
}
