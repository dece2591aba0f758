import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { formatDistanceToNow } from "date-fns";
import { Link } from "react-router-dom";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { REPORT_REASON_LABELS } from "@convex/shared/safety";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { toUserMessage } from "@/lib/to-user-message";

type Report = FunctionReturnType<typeof api.moderation.reports>["page"][number];

/**
 * Where the reported thing is shown: the project, or the person's profile
 * (none once they deleted their account: `profileId` is null).
 */
function targetLink(report: Report): string | null {
  if (report.targetKind === "project") return paths.project(report.targetId);
  return report.targetUser.profileId
    ? paths.builder(report.targetUser.profileId)
    : null;
}

/** One open report: what, whose, why, by whom, and the two ways to close it. */
export function ReportRow({ report }: { report: Report }) {
  const close = useMutation(api.moderation.close);
  const act = (outcome: "resolved" | "dismissed") =>
    void close({ reportId: report._id, outcome }).then(
      () =>
        toast.success(outcome === "resolved" ? "Marked resolved" : "Dismissed"),
      (error: unknown) =>
        toast.error(toUserMessage(error, "Please try again.")),
    );
  const link = targetLink(report);
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="outline" className="capitalize">
          {report.targetKind}
        </Badge>
        <span className="font-medium">
          {REPORT_REASON_LABELS[report.reason]}
        </span>
        <span className="text-muted-foreground">
          · {formatDistanceToNow(report.createdAt, { addSuffix: true })} by{" "}
          {report.reporter.name}
        </span>
      </div>
      <p className="text-sm">
        {link ? (
          <Link to={link} className="font-medium hover:underline">
            {report.preview}
          </Link>
        ) : (
          report.preview
        )}{" "}
        <span className="text-muted-foreground">
          ({report.targetUser.name})
        </span>
      </p>
      {report.note ? (
        <p className="rounded-md bg-muted/60 p-2 text-sm whitespace-pre-line">
          {report.note}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={() => act("resolved")}>
          Resolve
        </Button>
        <Button size="sm" variant="outline" onClick={() => act("dismissed")}>
          Dismiss
        </Button>
      </div>
    </article>
  );
}
