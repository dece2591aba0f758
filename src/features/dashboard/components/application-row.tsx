import { format } from "date-fns";
import { Link } from "react-router-dom";
import { ApplicationRoleAttachment } from "@/components/application-role-attachment";
import { ApplicationStatusBadge } from "@/components/application-status-badge";
import { CategoryBadge } from "@/components/category-badge";
import { UserAvatar } from "@/components/user-avatar";
import { WaitingTime } from "@/components/waiting-time";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { CLOSURE_REASONS } from "@convex/shared/recruiting";
import type { MyApplication } from "@/lib/api-types";
import { ApplicationDialog } from "./application-dialog";

/**
 * One of the viewer's applications: project, category, date, status, creator,
 * the role applied for and what was attached.
 */
export function ApplicationRow({
  application,
}: {
  application: MyApplication;
}) {
  const { project } = application;
  const applied = new Date(application.createdAt);
  return (
    <Card className="animate-enter flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">
            <Link
              to={paths.project(project._id)}
              className="hover:text-primary"
            >
              {project.title}
            </Link>
          </h3>
          <CategoryBadge category={project.category} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-2">
            <UserAvatar
              name={project.creator.name}
              seed={project.creator.id}
              avatarUrl={project.creator.avatarUrl}
              className="size-6"
            />
            <span>
              by{" "}
              <span className="font-medium text-foreground">
                {project.creator.name}
              </span>
            </span>
          </span>
          <span aria-hidden>·</span>
          <span>
            Applied{" "}
            <time dateTime={applied.toISOString()}>
              {format(applied, "MMM d, yyyy")}
            </time>
          </span>
          {application.status === "pending" ? (
            <>
              <span aria-hidden>·</span>
              <WaitingTime createdAt={application.createdAt} />
            </>
          ) : null}
        </div>
        <ApplicationRoleAttachment
          role={application.role}
          attachment={application.attachment}
        />
        {application.closedBecause === null ? null : (
          <p className="text-sm text-muted-foreground">
            Not selected: {CLOSURE_REASONS[application.closedBecause]}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3 sm:shrink-0">
        <ApplicationStatusBadge status={application.status} />
        <ApplicationDialog application={application} />
      </div>
    </Card>
  );
}
