import { DeferredDialog } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import type { ProjectSummary } from "@/lib/api-types";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

const Confirm = lazyWithPreload(() =>
  import("./close-project-dialog").then((m) => m.CloseProjectDialog),
);

/** Closing stops applications for good, so it asks first (a dialog loaded on first open). */
export function CloseProjectButton({ project }: { project: ProjectSummary }) {
  return (
    <DeferredDialog
      trigger={<Button variant="outline">Close project</Button>}
      preload={Confirm.preload}
    >
      {(dialog) => <Confirm {...dialog} project={project} />}
    </DeferredDialog>
  );
}
