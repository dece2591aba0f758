import { AvatarLinesSkeleton } from "@/components/skeletons/avatar-lines-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/** Shaped like the profile header and its sections. */
export function BuilderProfileSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <span role="status" className="sr-only">
        Loading profile
      </span>
      <AvatarLinesSkeleton
        avatar="size-20 rounded-full"
        lines={["h-8 w-1/2", "h-4 w-1/4", "h-4 w-1/3"]}
        className="gap-4"
      />
      <Skeleton className="h-9 w-64" aria-hidden />
      <Skeleton className="h-24 w-full" aria-hidden />
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden>
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    </div>
  );
}
