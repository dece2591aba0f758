import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { ProjectCardCompact } from "@/components/project-card/project-card-compact";
import { Skeleton } from "@/components/ui/skeleton";

/** Projects the builder works on now as an accepted member (their own are listed below). */
export function CurrentProjectsSection({
  profileId,
  name,
}: {
  profileId: string;
  name: string;
}) {
  const projects = useQuery(api.builders.currentProjects, { profileId });
  if (projects !== undefined && projects.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="builder-current">
      <h2 id="builder-current" className="text-h3 font-semibold">
        Working on now
      </h2>
      <p className="-mt-2 text-sm text-muted-foreground">
        Teams {name} has joined.
      </p>
      {projects === undefined ? (
        <Skeleton className="h-36" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {projects.map((project) => (
            <li key={project._id}>
              <ProjectCardCompact project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
