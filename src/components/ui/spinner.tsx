import { Loader2 } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/cn";

type SpinnerProps = React.ComponentProps<"span"> & {
  /** Announced to screen readers. */
  label?: string;
};

/** Size it with `size-*` and colour it with `text-*` on the wrapper. */
function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn(
        "inline-flex size-4 shrink-0 items-center justify-center text-muted-foreground",
        className,
      )}
      {...props}
    >
      <Loader2 aria-hidden className="size-full animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
