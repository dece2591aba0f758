import { Slot } from "@radix-ui/react-slot";
import { Suspense, useState, type ReactElement, type ReactNode } from "react";
import { ChunkBoundary } from "./chunk-boundary";

/** What the lazily loaded dialog is given: Radix Dialog's controlled props. */
export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For DialogContent's onCloseAutoFocus: focus goes back to the trigger. */
  onCloseAutoFocus: (event: Event) => void;
}

/** A preload's failure is not the user's concern yet: the open retries and shows it. */
function warmUp(preload: () => unknown) {
  Promise.resolve(preload()).catch(() => undefined);
}

/**
 * A dialog whose code (Radix Dialog, a form, its zod schemas) loads when it is
 * first opened, not with the page. `trigger` is the button that opens it: it
 * starts the import on hover or focus (`preload`), so the open feels instant,
 * and gets the dialog trigger's ARIA state. `children` renders the lazy dialog,
 * mounted from the first open on (so it can animate its close) inside a
 * Suspense boundary; if its code cannot be fetched (offline), nothing opens
 * until it can, and the page around it stays. Radix's DialogTrigger cannot be
 * used: it needs the Dialog around it, which is the code this defers.
 */
export function DeferredDialog({
  trigger,
  preload,
  children,
}: {
  trigger: ReactElement;
  /** Starts the import of the dialog's code, e.g. a lazyWithPreload's preload. */
  preload: () => unknown;
  children: (dialog: DeferredDialogProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // State, not a ref: the close handler is handed to `children` during render.
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(
    null,
  );
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    triggerElement?.focus();
  };
  return (
    <>
      <Slot
        ref={setTriggerElement}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onPointerEnter={() => warmUp(preload)}
        onFocus={() => warmUp(preload)}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Slot>
      {opened ? (
        <ChunkBoundary fallback={() => null}>
          <Suspense fallback={null}>
            {children({
              open,
              onOpenChange: setOpen,
              onCloseAutoFocus,
            })}
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
