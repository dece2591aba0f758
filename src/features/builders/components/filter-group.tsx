import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A titled group of filters in the filter sidebar, labelled by its heading. */
export function FilterGroup({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-3", className)}
    >
      <h2
        id={headingId}
        className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {title}
      </h2>
      {children}
    </div>
  );
}
