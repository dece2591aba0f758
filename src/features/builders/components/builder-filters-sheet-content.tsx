import type { ComponentProps } from "react";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { BuilderFiltersPanel } from "./builder-filters-panel";

/** BuilderFiltersSheet's sheet, loaded on first open; picking a category or resetting closes it. */
export function BuilderFiltersSheetContent({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...props
}: DeferredDialogProps & ComponentProps<typeof BuilderFiltersPanel>) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>
            Find builders by category, availability, time zone and hours.
          </SheetDescription>
        </SheetHeader>
        <div className="px-2">
          <BuilderFiltersPanel
            {...props}
            onCategoryChange={(value) => {
              props.onCategoryChange(value);
              onOpenChange(false);
            }}
            onReset={() => {
              props.onReset();
              onOpenChange(false);
            }}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}
