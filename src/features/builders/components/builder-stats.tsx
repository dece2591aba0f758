import { FolderKanban, Users } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatCount, plural } from "../lib/format-count";
import type { BuilderRow } from "../lib/types";

/** Followers and projects created, as real counts. */
export function BuilderStats({
  builder,
  className,
}: {
  builder: Pick<
    BuilderRow,
    "followersCount" | "projectsCount" | "hasMoreProjects"
  >;
  className?: string;
}) {
  const { followersCount, projectsCount, hasMoreProjects } = builder;
  return (
    <dl
      className={cn(
        "flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground",
        className,
      )}
    >
      <div className="flex items-center gap-1.5">
        <Users aria-hidden className="size-4" />
        <dt className="sr-only">Followers</dt>
        <dd>
          <span className="font-medium text-foreground tabular-nums">
            {formatCount(followersCount)}
          </span>{" "}
          {plural(followersCount, "follower", "followers")}
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <FolderKanban aria-hidden className="size-4" />
        <dt className="sr-only">Projects</dt>
        <dd>
          <span className="font-medium text-foreground tabular-nums">
            {formatCount(projectsCount, hasMoreProjects)}
          </span>{" "}
          {plural(projectsCount, "project", "projects")}
        </dd>
      </div>
    </dl>
  );
}
