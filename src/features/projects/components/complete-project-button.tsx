import { Trophy } from "lucide-react";
import { DeferredDialog } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import type { ProjectSummary } from "@/lib/api-types";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

const Confirm = lazyWithPreload(() =>
  import("./complete-project-dialog").then((m) => m.CompleteProjectDialog),
);

/**
 * The owner marks the project completed: the team can then review each other.
 * It asks first, in a dialog loaded on first open.
 */
export function CompleteProjectButton({
  project,
}: {
  project: ProjectSummary;
}) {
  return (
    <DeferredDialog
      trigger={
        <Button>
          <Trophy aria-hidden />
          Mark as completed
        </Button>
      }
      preload={Confirm.preload}
    >
      {(dialog) => <Confirm {...dialog} project={project} />}
    </DeferredDialog>
  );
}
