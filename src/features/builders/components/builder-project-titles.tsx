import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PROJECT_STATUS_LABELS } from "@convex/shared/status";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";

const SHOWN = 5;

/** The builder's real projects (titles and status), newest first. */
export function BuilderProjectTitles({
  profileId,
}: {
  profileId: Id<"profiles">;
}) {
  const projects = useQuery(api.builders.projects, { profileId });
  if (projects === undefined) {
    return <Skeleton className="h-12 w-full" aria-hidden />;
  }
  if (projects.length === 0) {
    return <p className="text-sm text-muted-foreground">No projects yet.</p>;
  }
  return (
    <ul className="flex flex-col gap-1.5">
      {projects.slice(0, SHOWN).map((project) => (
        <li
          key={project._id}
          className="flex items-center justify-between gap-3 text-sm"
        >
          <Link
            to={paths.project(project._id)}
            className="truncate hover:text-primary"
          >
            {project.title}
          </Link>
          <Badge variant="outline" className="shrink-0">
            {PROJECT_STATUS_LABELS[project.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
