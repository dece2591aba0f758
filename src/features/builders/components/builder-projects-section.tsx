import { useQuery } from "convex/react";
import { FolderKanban } from "lucide-react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { EmptyState } from "@/components/empty-state";
import { ProjectCardCompact } from "@/components/project-card/project-card-compact";
import { Skeleton } from "@/components/ui/skeleton";

/** The projects a builder created, as compact cards, newest first. */
export function BuilderProjectsSection({
  profileId,
  name,
}: {
  profileId: Id<"profiles">;
  name: string;
}) {
  const projects = useQuery(api.builders.projects, { profileId });
  return (
    <section className="flex flex-col gap-3" aria-labelledby="builder-projects">
      <h2 id="builder-projects" className="text-h3 font-semibold">
        Projects created
      </h2>
      {projects === undefined ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden>
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : projects.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title="No projects yet"
          description={`${name} hasn't created any projects yet.`}
        />
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
