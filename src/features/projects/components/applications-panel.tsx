import { useQuery } from "convex/react";
import { Inbox } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { EmptyState } from "@/components/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { ProjectApplication, ProjectSummary } from "@/lib/api-types";
import { useDecide } from "../hooks/use-decide";
import { acceptBlockedReason } from "../lib/accept-blocked";
import { ApplicationRow } from "./application-row";

/**
 * Pending applications first, the longest-waiting at the top (the owner
 * answers those before they expire); then the decided ones, newest first.
 */
function byWaiting(applications: ProjectApplication[]): ProjectApplication[] {
  const pending = applications
    .filter((a) => a.status === "pending")
    .sort((a, b) => a.createdAt - b.createdAt);
  return [...pending, ...applications.filter((a) => a.status !== "pending")];
}

/** The owner's applications panel (Manage Applications lands here), live. */
export function ApplicationsPanel({ project }: { project: ProjectSummary }) {
  const applications = useQuery(api.applications.listForProject, {
    projectId: project._id,
  });
  const { inFlight, decide } = useDecide();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const loaded = applications !== undefined;

  useEffect(() => {
    if (loaded && hash === "#applications") {
      section.current?.scrollIntoView({ block: "start" });
    }
  }, [loaded, hash]);

  const pending =
    applications?.filter((a) => a.status === "pending").length ?? 0;

  return (
    <section
      id="applications"
      ref={section}
      aria-labelledby="applications-title"
    >
      <h2 id="applications-title" className="mb-1 text-h3 font-semibold">
        Applications
      </h2>
      <p className="mb-4 text-sm text-muted-foreground tabular-nums">
        {applications === undefined
          ? "Loading applications…"
          : `${applications.length} total · ${pending} pending · ${project.seatsLeft} of ${project.openPositions} positions open`}
      </p>
      {applications === undefined ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : applications.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No applications yet"
          description="When builders apply to join, they appear here instantly."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {byWaiting(applications).map((application) => (
            <ApplicationRow
              key={application._id}
              application={application}
              acceptBlocked={acceptBlockedReason(project, application.role.key)}
              deciding={
                inFlight?.id === application._id ? inFlight.decision : null
              }
              onDecide={(decision) =>
                void decide(
                  application._id,
                  decision,
                  application.applicant.name,
                )
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
