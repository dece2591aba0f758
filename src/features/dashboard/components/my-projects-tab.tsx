import { useQuery } from "convex/react";
import { FolderPlus } from "lucide-react";
import type { ReactNode } from "react";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { LoadingGrid } from "@/components/loading-grid";
import { ProjectCard } from "@/components/project-card/project-card";
import { ProjectCardSkeleton } from "@/components/project-card/project-card-skeleton";
import { ResponseRate } from "@/components/response-rate";

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** My Projects: the viewer's projects as owner-view cards, newest first. */
export function MyProjectsTab({
  createProjectAction,
}: {
  createProjectAction: ReactNode;
}) {
  const projects = useQuery(api.projects.listMine);
  const response = useQuery(api.applications.myResponseRate);
  if (projects === undefined) {
    return (
      <LoadingGrid
        label="Loading your projects..."
        count={3}
        skeleton={<ProjectCardSkeleton />}
        className={GRID}
      />
    );
  }
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderPlus}
        title="You haven't created any projects yet"
        description="Create a project and builders can apply to join you."
      >
        {createProjectAction}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ResponseRate response={response} self />
      <ul className={GRID} aria-label="My projects">
        {projects.map((project) => (
          <li key={project._id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </div>
  );
}
