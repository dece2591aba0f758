import { format } from "date-fns";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { CLOSURE_REASONS } from "@convex/shared/recruiting";
import { APPLICATION_END_LABELS } from "@convex/shared/status";
import { ApplicationStatusBadge } from "@/components/application-status-badge";
import { CategoryBadge } from "@/components/category-badge";
import { paths } from "@/config/paths";
import type { MyApplication } from "@/lib/api-types";

function dateText(time: number): ReactNode {
  const date = new Date(time);
  return <time dateTime={date.toISOString()}>{format(date, "PPp")}</time>;
}

/** An application's project, status, dates and the applicant's note, if any (read-only). */
export function ApplicationDetails({
  application,
}: {
  application: MyApplication;
}) {
  const { project } = application;
  const endLabel = APPLICATION_END_LABELS[application.status];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Project</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.project(project._id)}
            className="font-medium text-primary hover:underline"
          >
            {project.title}
          </Link>
          <CategoryBadge category={project.category} />
        </dd>
        <dt className="text-muted-foreground">Creator</dt>
        <dd>{project.creator.name}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={application.status} />
          {application.closedBecause === null ? null : (
            <span className="text-muted-foreground">
              {CLOSURE_REASONS[application.closedBecause]}
            </span>
          )}
        </dd>
        <dt className="text-muted-foreground">Applied</dt>
        <dd>{dateText(application.createdAt)}</dd>
        {endLabel !== null && application.decidedAt !== null ? (
          <>
            <dt className="text-muted-foreground">{endLabel}</dt>
            <dd>{dateText(application.decidedAt)}</dd>
          </>
        ) : null}
      </dl>
      {application.message === null ? null : (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Your note</h3>
          <blockquote className="rounded-lg border-l-4 border-primary/40 bg-muted/50 px-4 py-3 text-sm whitespace-pre-wrap">
            {application.message}
          </blockquote>
        </div>
      )}
    </div>
  );
}
