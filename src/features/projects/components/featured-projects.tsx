import { useQuery } from "convex/react";
import { ArrowRight, FolderOpen } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { LoadingGrid } from "@/components/loading-grid";
import { ProjectCardCompact } from "@/components/project-card/project-card-compact";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useViewerProjectStates } from "../hooks/use-viewer-project-states";

const FEATURED = 3;

/** The three newest projects, live: a new project appears here without a reload. */
export function FeaturedProjects() {
  const feed = useQuery(api.projects.feed, {
    paginationOpts: { numItems: FEATURED, cursor: null },
  });
  const newest = useViewerProjectStates(feed?.page);
  return (
    <section
      aria-labelledby="featured"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <div className="mb-8 flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
        <div>
          <h2 id="featured" className="text-h2 font-semibold tracking-tight">
            Featured Projects
          </h2>
          <p className="mt-2 text-muted-foreground">
            The newest projects looking for collaborators.
          </p>
        </div>
        <Button variant="outline" asChild>
          <Link to={paths.projects}>
            View All Projects
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      {newest === undefined ? (
        <LoadingGrid
          label="Loading featured projects"
          count={FEATURED}
          skeleton={<Skeleton className="h-44 rounded-xl" />}
          className="grid gap-4 md:grid-cols-3"
        />
      ) : newest.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title="No projects yet"
          description="Be the first to post a project and find your collaborators."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {newest.map((project) => (
            <li key={project._id}>
              <ProjectCardCompact project={project} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
