import { LoadingGrid } from "@/components/loading-grid";
import { ProjectCardSkeleton } from "@/components/project-card/project-card-skeleton";

/** The explore grid's layout: cards, and their skeletons while loading. */
export const PROJECT_GRID =
  "grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3";

/** Six card skeletons in the grid's layout (the page's and the route's fallback). */
export function ProjectGridLoading() {
  return (
    <LoadingGrid
      label="Loading projects"
      count={6}
      skeleton={<ProjectCardSkeleton />}
      className={PROJECT_GRID}
    />
  );
}
