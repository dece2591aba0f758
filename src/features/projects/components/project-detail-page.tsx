import { ArrowLeft, MessagesSquare } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { isRecruiting } from "@convex/shared/recruiting";
import { ProjectNotFound } from "@/components/project-not-found";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { QueryResult } from "@/components/query-result";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuthState } from "@/hooks/use-auth-state";
import { useDocumentTitle } from "@/hooks/use-document-title";
import type { ProjectSummary } from "@/lib/api-types";
import { APPLY_PARAM } from "@/lib/project-links";
import { useProjectSummary } from "../hooks/use-project-summary";
import { ApplicationsPanel } from "./applications-panel";
import { ApplyPrompt } from "./apply-prompt";
import { CloseProjectButton } from "./close-project-button";
import { CompleteProjectButton } from "./complete-project-button";
import { EditProjectDialog } from "./edit-project-dialog";
import { OwnerResponseLine } from "./owner-response-line";
import { ProjectApplyButton } from "./project-apply-button";
import { ProjectDetail } from "./project-detail";
import { ProjectDetailSkeleton } from "./project-detail-skeleton";
import { ReportProjectButton } from "./report-project-button";
import { SuggestedBuilders } from "./suggested-builders";
import { TeamGapRadar } from "./team-gap-radar";
import { TeamReviews } from "./team-reviews";
import { ViewingNow } from "./viewing-now";
import { WhyYouMatchCard } from "./why-you-match-card";

function ProjectView({ projectId }: { projectId: string }) {
  const project = useProjectSummary(projectId);
  useDocumentTitle(project ? project.title : "Project");
  return (
    <QueryResult
      value={project}
      loading={<ProjectDetailSkeleton />}
      notFound={<ProjectNotFound />}
    >
      {(found) => <ProjectSections project={found} />}
    </QueryResult>
  );
}

/** A project that exists: its detail, the viewer's actions and the owner's panels. */
function ProjectSections({ project }: { project: ProjectSummary }) {
  const [params] = useSearchParams();
  const auth = useAuthState();
  const applyFlow = !project.isOwner && params.get(APPLY_PARAM) === "1";
  const ended = project.status === "closed" || project.status === "completed";
  const member =
    project.isOwner || project.viewerApplicationStatus === "accepted";
  return (
    <div className="flex flex-col gap-10">
      {applyFlow ? <ApplyPrompt project={project} /> : null}
      <ProjectDetail project={project} />
      <div className="flex flex-wrap gap-2">
        {/* The room opens once the team has someone besides its owner. */}
        {member && (!project.isOwner || project.filledPositions > 0) ? (
          <Button asChild>
            <Link to={paths.teamRoom(project._id)}>
              <MessagesSquare aria-hidden />
              Team room
            </Link>
          </Button>
        ) : null}
        {project.isOwner ? (
          <>
            <EditProjectDialog project={project} />
            {!ended && project.filledPositions > 0 ? (
              <CompleteProjectButton project={project} />
            ) : null}
            {!ended ? <CloseProjectButton project={project} /> : null}
          </>
        ) : (
          <>
            {applyFlow ? null : (
              <ProjectApplyButton project={project} className="min-w-40" />
            )}
            {auth === "signedIn" ? (
              <ReportProjectButton project={project} />
            ) : null}
          </>
        )}
      </div>
      {/* The team's reviews are for its members, once the project is done. */}
      {project.status === "completed" && member ? (
        <TeamReviews projectId={project._id} />
      ) : null}
      <OwnerResponseLine projectId={project._id} isOwner={project.isOwner} />
      {project.match === null ? null : (
        <WhyYouMatchCard match={project.match} />
      )}
      <TeamGapRadar projectId={project._id} member={member} />
      {project.isOwner && isRecruiting(project) ? (
        <SuggestedBuilders project={project} />
      ) : null}
      {project.isOwner ? <ApplicationsPanel project={project} /> : null}
    </div>
  );
}

/** /projects/:id. An id that names no project (or is no project id) shows not found. */
export function ProjectDetailPage() {
  const { projectId = "" } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Link
          to={paths.projects}
          className="inline-flex min-h-11 items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          All projects
        </Link>
        {/* Presence is extra: if its query fails, the page goes on without it. */}
        <QueryErrorBoundary fallback={() => null}>
          <ViewingNow projectId={projectId} />
        </QueryErrorBoundary>
      </div>
      <QueryErrorBoundary fallback={() => <ProjectNotFound />}>
        <ProjectView projectId={projectId} />
      </QueryErrorBoundary>
    </div>
  );
}
