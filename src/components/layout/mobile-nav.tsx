import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

// The sheet (Radix Dialog) loads on first open: most visitors never need it.
const MobileNavSheet = lazy(() => import("./mobile-nav-sheet"));

/** The slide-out menu used below the md breakpoint. */
export function MobileNav({
  footer,
}: {
  footer?: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="size-11 md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden />
        <span className="sr-only">Open menu</span>
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={trigger}
            footer={footer}
          />
        </Suspense>
      ) : null}
    </>
  );
}
