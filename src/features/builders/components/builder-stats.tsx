import { CircleCheckBig, FolderKanban, Users } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatCount, plural } from "../lib/format-count";
import type { BuilderRow } from "../lib/types";

function Stat({
  icon: Icon,
  term,
  children,
}: {
  icon: typeof Users;
  /** What the count counts, for screen readers (the visible words say it too). */
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <Icon aria-hidden className="size-4" />
      <dt className="sr-only">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Count({ value, more = false }: { value: number; more?: boolean }) {
  return (
    <span className="font-medium text-foreground tabular-nums">
      {formatCount(value, more)}
    </span>
  );
}

/**
 * Followers, projects created and projects completed, as real counts. The
 * last two count different things (projects this builder started; finished
 * projects they were on, as owner or teammate: a completion always has a
 * team), so each says which.
 */
export function BuilderStats({
  builder,
  className,
}: {
  builder: Pick<
    BuilderRow,
    | "followersCount"
    | "projectsCount"
    | "hasMoreProjects"
    | "completedProjectsCount"
  >;
  className?: string;
}) {
  const {
    followersCount,
    projectsCount,
    hasMoreProjects,
    completedProjectsCount,
  } = builder;
  return (
    <dl
      className={cn(
        "flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground",
        className,
      )}
    >
      <Stat icon={Users} term="Followers">
        <Count value={followersCount} />{" "}
        {plural(followersCount, "follower", "followers")}
      </Stat>
      <Stat icon={FolderKanban} term="Projects created">
        <Count value={projectsCount} more={hasMoreProjects} />{" "}
        {plural(projectsCount, "project", "projects")} created
      </Stat>
      <Stat
        icon={CircleCheckBig}
        term="Projects completed, as owner or teammate"
      >
        <Count value={completedProjectsCount} /> completed with a team
      </Stat>
    </dl>
  );
}
