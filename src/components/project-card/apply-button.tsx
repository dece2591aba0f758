import { CircleSlash } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { APPLICATION_STATUS_LABELS } from "@convex/shared/status";
import {
  ENDED_PHASE_LABELS,
  projectPhase,
  type EndedPhase,
} from "@convex/shared/recruiting";
import { ApplicationStatusBadge } from "@/components/application-status-badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { AuthState } from "@/hooks/use-auth-state";
import type { ProjectSummary } from "@/lib/api-types";
import { cn } from "@/lib/cn";

const STATUS_LINE =
  "flex min-h-9 items-center justify-center gap-2 rounded-md border border-border bg-background px-3 text-sm font-medium";

/** Why nobody can apply: the team is full, or the project closed or completed. */
const ENDED_WORDS = {
  full: "Team full",
  closed: ENDED_PHASE_LABELS.closed,
  completed: ENDED_PHASE_LABELS.completed,
} as const satisfies Record<EndedPhase, string>;

/**
 * Apply Now in all its states: visitors go to sign-in; the creator's is
 * disabled; after applying, the application's status (a status line with the
 * coloured badge, not a greyed-out button). A project that is not recruiting
 * offers no Apply to anyone: it says Team full, Closed or Completed. An
 * expired application (the owner never answered) may be sent again: Apply
 * Again. `onApply` opens the apply dialog.
 */
export function ApplyButton({
  project,
  auth,
  onApply,
  className,
}: {
  project: Pick<
    ProjectSummary,
    "isOwner" | "status" | "seatsLeft" | "viewerApplicationStatus"
  >;
  auth: AuthState;
  onApply: () => void;
  className?: string;
}) {
  const location = useLocation();
  const expired = project.viewerApplicationStatus === "expired";
  if (project.viewerApplicationStatus !== null && !expired) {
    const status = project.viewerApplicationStatus;
    return (
      <p
        role="status"
        aria-label={`Applied · ${APPLICATION_STATUS_LABELS[status]}`}
        className={cn(STATUS_LINE, className)}
      >
        Applied
        <ApplicationStatusBadge status={status} />
      </p>
    );
  }
  const phase = projectPhase(project);
  if (phase !== "recruiting") {
    return (
      <p className={cn(STATUS_LINE, "text-muted-foreground", className)}>
        <CircleSlash aria-hidden className="size-4" />
        {ENDED_WORDS[phase]}
      </p>
    );
  }
  if (auth !== "signedIn") {
    return (
      <Button asChild className={className} aria-disabled={auth === "loading"}>
        <Link to={paths.signIn} state={{ from: location }}>
          Apply Now
        </Link>
      </Button>
    );
  }
  return (
    <Button
      onClick={onApply}
      disabled={project.isOwner}
      title={
        project.isOwner ? "You can't apply to your own project" : undefined
      }
      className={className}
    >
      {expired ? "Apply Again" : "Apply Now"}
    </Button>
  );
}
