import { Menu } from "lucide-react";
import { Suspense, useRef, useState, type ReactNode } from "react";
import { ChunkBoundary } from "@/components/chunk-boundary";
import { Button } from "@/components/ui/button";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

// The sheet (Radix Dialog) loads on first open: most visitors never need it.
// Offline before it loaded, it opens once its code can be fetched.
const MobileNavSheet = lazyWithPreload(() =>
  import("./mobile-nav-sheet").then((m) => m.default),
);

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
        <ChunkBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <MobileNavSheet
              open={open}
              onOpenChange={setOpen}
              returnFocusTo={trigger}
              footer={footer}
            />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
