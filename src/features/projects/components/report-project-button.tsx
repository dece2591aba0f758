import { Flag } from "lucide-react";
import { DeferredDialog } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import type { ProjectSummary } from "@/lib/api-types";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

const ReportDialog = lazyWithPreload(() =>
  import("@/components/safety/report-dialog").then((m) => m.ReportDialog),
);

/**
 * Signed-in visitors (not the owner) can report a project to the moderators,
 * in a dialog loaded on first open.
 */
export function ReportProjectButton({ project }: { project: ProjectSummary }) {
  return (
    <DeferredDialog
      trigger={
        <Button variant="ghost">
          <Flag aria-hidden />
          Report
        </Button>
      }
      preload={ReportDialog.preload}
    >
      {(dialog) => (
        <ReportDialog
          {...dialog}
          target={{ kind: "project", id: project._id }}
          what="this project"
        />
      )}
    </DeferredDialog>
  );
}
