import { SlidersHorizontal } from "lucide-react";
import type { ComponentProps } from "react";
import { DeferredDialog } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import type { BuilderFiltersPanel } from "./builder-filters-panel";

const Content = lazyWithPreload(() =>
  import("./builder-filters-sheet-content").then(
    (m) => m.BuilderFiltersSheetContent,
  ),
);

/**
 * Under 768px the filters slide out from the left; picking one closes it. The
 * sheet (Radix Dialog) loads on first open, preloaded on hover or focus.
 */
export function BuilderFiltersSheet(
  props: ComponentProps<typeof BuilderFiltersPanel>,
) {
  return (
    <DeferredDialog
      trigger={
        <Button variant="outline" className="md:hidden">
          <SlidersHorizontal aria-hidden />
          Filters
        </Button>
      }
      preload={Content.preload}
    >
      {(dialog) => <Content {...dialog} {...props} />}
    </DeferredDialog>
  );
}
