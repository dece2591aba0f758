import { useQuery } from "convex/react";
import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { EmptyState } from "@/components/empty-state";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApplicationsPanel } from "./applications-panel";
import { CloseProjectButton } from "./close-project-button";
import { EditProjectDialog } from "./edit-project-dialog";
import { ProjectApplyButton } from "./project-apply-button";
import { ProjectDetail } from "./project-detail";

function NotFound() {
  return (
    <EmptyState
      icon={FileQuestion}
      title="Project not found"
      description="It may have been removed, or the link is wrong."
    >
      <Button asChild>
        <Link to={paths.projects}>Browse Projects</Link>
      </Button>
    </EmptyState>
  );
}

function ProjectView({ projectId }: { projectId: Id<"projects"> }) {
  const project = useQuery(api.projects.get, { projectId });
  if (project === undefined) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (project === null) return <NotFound />;
  return (
    <div className="flex flex-col gap-10">
      <ProjectDetail project={project} />
      <div className="flex flex-wrap gap-2">
        {project.isOwner ? (
          <>
            <EditProjectDialog project={project} />
            {project.status !== "closed" ? (
              <CloseProjectButton project={project} />
            ) : null}
          </>
        ) : (
          <ProjectApplyButton project={project} className="min-w-40" />
        )}
      </div>
      {project.isOwner ? <ApplicationsPanel project={project} /> : null}
    </div>
  );
}

/** /projects/:id. A malformed id fails argument validation: shown as not found. */
export function ProjectDetailPage() {
  const { projectId = "" } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={paths.projects}
        className="mb-6 inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All projects
      </Link>
      <QueryErrorBoundary fallback={() => <NotFound />}>
        <ProjectView projectId={projectId as Id<"projects">} />
      </QueryErrorBoundary>
    </div>
  );
}
