import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/**
 * A line of placeholder as tall as a line of text in its `className`'s type
 * (text-h1, text-lg...): it holds a non-breaking space, so its height is the
 * real line height at every breakpoint.
 */
export function LineSkeleton({ className }: { className?: string }) {
  return (
    <Skeleton aria-hidden className={cn("max-w-full select-none", className)}>
      {"\u00a0"}
    </Skeleton>
  );
}

/** Shaped like PageHeader: the h1, its description and `actions` buttons. */
export function PageHeaderSkeleton({
  actions = 0,
  description = true,
}: {
  actions?: number;
  description?: boolean;
}) {
  return (
    <div className="flex flex-col gap-4 pb-8 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col">
        <LineSkeleton className="w-72 text-h1" />
        {description ? <LineSkeleton className="mt-2 w-[28rem]" /> : null}
      </div>
      {actions > 0 ? (
        <div className="flex shrink-0 gap-2">
          {Array.from({ length: actions }, (_, i) => (
            <Skeleton key={i} aria-hidden className="h-11 w-40 md:h-9" />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A page's frame while its code or data loads: the page's own container
 * (`className`, the same classes as the page's), busy, announced once.
 */
export function PageSkeleton({
  className = "mx-auto max-w-6xl px-4 py-10 sm:px-6",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className="sr-only">
        Loading page
      </span>
      {children}
    </div>
  );
}

/** The centred header of the static pages (About, Contact, Documentation, legal). */
export function StaticPageSkeleton() {
  return (
    <PageSkeleton className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16 sm:px-6">
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4">
        <LineSkeleton className="w-24 text-sm" />
        <LineSkeleton className="w-3/4 text-h1" />
        <LineSkeleton className="w-full text-lg" />
        <LineSkeleton className="w-2/3 text-lg" />
      </div>
      <Skeleton aria-hidden className="mx-auto h-96 w-full max-w-3xl" />
    </PageSkeleton>
  );
}
