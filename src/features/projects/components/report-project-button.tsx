import { Flag } from "lucide-react";
import { useState } from "react";
import { ReportDialog } from "@/components/safety/report-dialog";
import { Button } from "@/components/ui/button";
import type { ProjectSummary } from "@/lib/api-types";

/** Signed-in visitors (not the owner) can report a project to the moderators. */
export function ReportProjectButton({ project }: { project: ProjectSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden />
        Report
      </Button>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        target={{ kind: "project", id: project._id }}
        what="this project"
      />
    </>
  );
}
