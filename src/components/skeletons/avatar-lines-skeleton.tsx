import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/**
 * The head of a card while it loads: an avatar (or a project's icon) beside
 * a few lines of text, each sized by its classes like the text it stands in
 * for. `dense` puts the lines closer, as in a list row.
 */
export function AvatarLinesSkeleton({
  avatar,
  lines,
  dense = false,
  className,
}: {
  /** The avatar's size and shape, e.g. "size-12 rounded-full". */
  avatar: string;
  /** One entry per line: its height and width, e.g. "h-4 w-1/2". */
  lines: readonly string[];
  dense?: boolean;
  /** The row's alignment, gap and padding over "flex items-center gap-3". */
  className?: string;
}) {
  return (
    <div aria-hidden className={cn("flex items-center gap-3", className)}>
      <Skeleton className={avatar} />
      <div className={cn("flex flex-1 flex-col", dense ? "gap-1.5" : "gap-2")}>
        {lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
      </div>
    </div>
  );
}
