import { useRef, useState } from "react";
import { ApplyButton } from "@/components/project-card/apply-button";
import { useAuthState } from "@/hooks/use-auth-state";
import type { ProjectSummary } from "@/lib/api-types";
import { ApplyDialog } from "./apply/apply-dialog";

/**
 * Apply Now on a card or a project page: opens the apply dialog, and focus
 * returns to the button when it closes. The dialog ships with the page (not
 * loaded on first open), so applying works offline too: the send waits for
 * the connection.
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
  // Mounted from the first open on, so the dialog can animate its close.
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
        className={className}
      />
      {opened ? (
        <ApplyDialog
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          project={project}
        />
      ) : null}
    </>
  );
}
