import { APPLICATION_END_LABELS } from "@convex/shared/status";
import { ApplicationStatusBadge } from "@/components/application-status-badge";
import { RelativeTime } from "@/components/project-card/relative-time";
import { SkillBadges } from "@/components/project-card/skill-badges";
import { UserAvatar } from "@/components/user-avatar";
import { WaitingTime } from "@/components/waiting-time";
import { Button } from "@/components/ui/button";
import { CLOSURE_REASONS } from "@convex/shared/recruiting";
import type { ProjectApplication } from "@/lib/api-types";
import { ApplicationRoleAttachment } from "@/components/application-role-attachment";

export type Decision = "accept" | "reject";

/**
 * One applicant with their profile summary, the role they apply for and what
 * they attached; decision buttons while pending.
 */
export function ApplicationRow({
  application,
  deciding,
  acceptBlocked,
  onDecide,
}: {
  application: ProjectApplication;
  deciding: Decision | null;
  /** Why Accept would be refused (lib/accept-blocked.ts), or null. */
  acceptBlocked: string | null;
  onDecide: (decision: Decision) => void;
}) {
  const { applicant } = application;
  const endLabel = APPLICATION_END_LABELS[application.status];
  return (
    <li className="flex animate-enter flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-start">
      <UserAvatar
        name={applicant.name}
        seed={applicant.id}
        avatarUrl={applicant.avatarUrl}
        className="size-10"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{applicant.name}</span>
          {applicant.username ? (
            <span className="text-sm text-muted-foreground">
              @{applicant.username}
            </span>
          ) : null}
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {applicant.role} · applied{" "}
          <RelativeTime time={application.createdAt} />
          {endLabel !== null && application.decidedAt !== null ? (
            <>
              {" "}
              · {endLabel.toLowerCase()}{" "}
              <RelativeTime time={application.decidedAt} />
            </>
          ) : null}
        </p>
        {application.status === "pending" ? (
          <p className="text-sm text-muted-foreground">
            <WaitingTime createdAt={application.createdAt} forOwner />
          </p>
        ) : null}
        {application.closedBecause === null ? null : (
          <p className="text-sm text-muted-foreground">
            Closed automatically: {CLOSURE_REASONS[application.closedBecause]}
          </p>
        )}
        <ApplicationRoleAttachment
          role={application.role}
          attachment={application.attachment}
        />
        <SkillBadges skills={applicant.skills} max={3} />
        {application.message === null ? null : (
          <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-wrap">
            {application.message}
          </blockquote>
        )}
      </div>
      {application.status === "pending" ? (
        <div className="flex gap-2 sm:flex-col">
          <Button
            size="sm"
            onClick={() => onDecide("accept")}
            disabled={deciding !== null || acceptBlocked !== null}
            title={acceptBlocked ?? undefined}
          >
            {deciding === "accept" ? "Accepting..." : "Accept"}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDecide("reject")}
            disabled={deciding !== null}
          >
            {deciding === "reject" ? "Saving..." : "Not selected"}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
