import { Skeleton } from "@/components/ui/skeleton";

/** Shaped like the profile settings form. */
export function ProfileSettingsSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      <span className="sr-only">Loading your profile...</span>
      <div aria-hidden className="grid gap-5 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
      <div aria-hidden className="flex flex-col gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-full" />
      </div>
      <div aria-hidden className="flex flex-col gap-2">
        <Skeleton className="h-4 w-12" />
        <Skeleton className="h-[100px] w-full" />
      </div>
      <div aria-hidden className="flex flex-col gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-full" />
      </div>
      <Skeleton aria-hidden className="h-9 w-32" />
    </div>
  );
}
