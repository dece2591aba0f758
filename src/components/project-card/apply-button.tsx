import { Link, useLocation } from "react-router-dom";
import { APPLICATION_STATUS_LABELS } from "@convex/shared/status";
import { ApplicationStatusBadge } from "@/components/application-status-badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { AuthState } from "@/hooks/use-auth-state";
import type { ProjectSummary } from "@/lib/api-types";
import { cn } from "@/lib/cn";

/**
 * Apply Now in all its states: visitors go to sign-in; the creator's is disabled;
 * 'Applying...' while the request runs; after applying, the application's status
 * (a status line with the coloured badge, not a greyed-out button).
 * An expired application (the owner never answered) may be sent again: Apply Again.
 */
export function ApplyButton({
  project,
  auth,
  applying,
  onApply,
  className,
}: {
  project: Pick<
    ProjectSummary,
    "isOwner" | "status" | "seatsLeft" | "viewerApplicationStatus"
  >;
  auth: AuthState;
  applying: boolean;
  onApply: () => void;
  className?: string;
}) {
  const location = useLocation();
  if (auth !== "signedIn") {
    return (
      <Button asChild className={className} aria-disabled={auth === "loading"}>
        <Link to={paths.signIn} state={{ from: location }}>
          Apply Now
        </Link>
      </Button>
    );
  }
  const expired = project.viewerApplicationStatus === "expired";
  if (project.viewerApplicationStatus !== null && !expired) {
    const status = project.viewerApplicationStatus;
    return (
      <p
        role="status"
        aria-label={`Applied · ${APPLICATION_STATUS_LABELS[status]}`}
        className={cn(
          "flex min-h-9 items-center justify-center gap-2 rounded-md border border-border bg-background px-3 text-sm font-medium",
          className,
        )}
      >
        Applied
        <ApplicationStatusBadge status={status} />
      </p>
    );
  }
  const closed = project.status !== "open" || project.seatsLeft === 0;
  return (
    <Button
      onClick={onApply}
      disabled={applying || project.isOwner || closed}
      title={
        project.isOwner ? "You can't apply to your own project" : undefined
      }
      className={className}
    >
      {applying
        ? "Applying..."
        : project.status === "completed"
          ? "Project completed"
          : closed
            ? "No open positions"
            : expired
              ? "Apply Again"
              : "Apply Now"}
    </Button>
  );
}
