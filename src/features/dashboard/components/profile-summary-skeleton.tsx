import { AvatarLinesSkeleton } from "@/components/skeletons/avatar-lines-skeleton";
import { LineSkeleton } from "@/components/skeletons/page-skeleton";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * Shaped like the profile summary card, row for row (who, a bio of about three
 * lines, expertise, the completeness meter, Edit Profile), so the cards below
 * stay put when it arrives.
 */
export function ProfileSummarySkeleton() {
  return (
    <Card className="gap-5 p-6">
      <span className="sr-only">Loading your profile...</span>
      <AvatarLinesSkeleton
        avatar="size-16 rounded-full"
        lines={["h-5 w-2/3", "h-4 w-1/2", "h-4 w-1/3"]}
        className="gap-4"
      />
      <div className="flex flex-col">
        <LineSkeleton className="w-full text-sm" />
        <LineSkeleton className="w-full text-sm" />
        <LineSkeleton className="w-2/3 text-sm" />
      </div>
      <Skeleton aria-hidden className="h-5.5 w-24" />
      <div aria-hidden className="flex flex-col gap-2">
        <LineSkeleton className="w-1/2 text-sm" />
        <Skeleton className="h-2 w-full" />
        <LineSkeleton className="w-1/3 text-xs" />
      </div>
      <Skeleton aria-hidden className="h-11 w-full md:h-9" />
    </Card>
  );
}
