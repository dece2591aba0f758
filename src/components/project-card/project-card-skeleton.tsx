import { AvatarLinesSkeleton } from "@/components/skeletons/avatar-lines-skeleton";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Shaped like a full project card, so nothing jumps when the data arrives. */
export function ProjectCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-hidden>
      <AvatarLinesSkeleton
        avatar="size-10 rounded-lg"
        lines={["h-5 w-3/4", "h-5 w-1/2"]}
        className="items-start"
      />
      <Skeleton className="h-14 w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-20" />
      </div>
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-10 w-full" />
    </Card>
  );
}
