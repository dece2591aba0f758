import { Suspense, useRef, useState } from "react";
import { ApplyButton } from "@/components/project-card/apply-button";
import { useAuthState } from "@/hooks/use-auth-state";
import type { ProjectSummary } from "@/lib/api-types";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

const LazyApplyDialog = lazyWithPreload(() =>
  import("./apply-dialog").then((m) => m.ApplyDialog),
);

/**
 * Apply Now on a card or a project page: opens the apply dialog (its code
 * loaded on first open, warmed on hover or focus), and focus returns to the
 * button when it closes.
 */
export function ProjectApplyButton({
  project,
  className,
}: {
  project: ProjectSummary;
  className?: string;
}) {
  const auth = useAuthState();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <ApplyButton
        project={project}
        auth={auth}
        onApply={() => {
          opener.current =
            document.activeElement instanceof HTMLElement
              ? document.activeElement
              : null;
          setOpened(true);
          setOpen(true);
        }}
        onIntent={() => void LazyApplyDialog.preload().catch(() => undefined)}
        className={className}
      />
      {opened ? (
        <Suspense fallback={null}>
          <LazyApplyDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            project={project}
          />
        </Suspense>
      ) : null}
    </>
  );
}
