import { cn } from "@/lib/cn";

/**
 * A project's cover image, filling a box whose size the caller fixes (a
 * height, an aspect ratio), so nothing moves while it loads. `lazy` for
 * lists: a card below the fold loads its cover when scrolled near.
 */
export function ProjectCover({
  url,
  title,
  lazy = false,
  className,
}: {
  url: string;
  /** The project's title, for the alt text. */
  title: string;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("overflow-hidden bg-muted", className)}>
      <img
        src={url}
        alt={`Cover image of ${title}`}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
