import { Skeleton } from "@/components/ui/skeleton";

/** The project page while its project loads (the page's and the route's fallback). */
export function ProjectDetailSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
