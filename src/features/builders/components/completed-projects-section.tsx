import { useQuery } from "convex/react";
import { format } from "date-fns";
import { Trophy } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { CategoryBadge } from "@/components/category-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";

/** Projects the builder finished with a team, as owner or member, newest first. */
export function CompletedProjectsSection({
  profileId,
  name,
}: {
  profileId: string;
  name: string;
}) {
  const projects = useQuery(api.builders.completedProjects, { profileId });
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="builder-completed"
    >
      <h2 id="builder-completed" className="text-h3 font-semibold">
        Completed projects
      </h2>
      {projects === undefined ? (
        <Skeleton className="h-16" />
      ) : projects.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {name} has not completed a project on Buildmates yet.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {projects.map((project) => (
            <li
              key={project.projectId}
              className="flex flex-wrap items-center gap-3 p-3"
            >
              <Trophy aria-hidden className="size-4 text-status-accepted" />
              <Link
                to={paths.project(project.projectId)}
                className="min-w-0 flex-1 truncate font-medium hover:underline"
              >
                {project.title}
              </Link>
              <CategoryBadge category={project.category} />
              <span className="text-xs text-muted-foreground">
                {project.role === "owner" ? "Owner" : "Member"} · completed{" "}
                {format(project.completedAt, "MMM yyyy")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
