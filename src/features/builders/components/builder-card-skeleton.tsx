import { AvatarLinesSkeleton } from "@/components/skeletons/avatar-lines-skeleton";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Shaped like a builder card, so nothing jumps when the data arrives. */
export function BuilderCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-hidden>
      <AvatarLinesSkeleton
        avatar="size-12 rounded-full"
        lines={["h-4 w-1/2", "h-3 w-1/3", "h-3 w-2/3"]}
      />
      <Skeleton className="h-10 w-full" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-14" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-12" />
      </div>
      <Skeleton className="h-4 w-2/3" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="col-span-2 h-9" />
      </div>
    </Card>
  );
}
