import { SlidersHorizontal } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { BuilderFiltersPanel } from "./builder-filters-panel";

/** Under 768px the filters slide out from the left; picking one closes it. */
export function BuilderFiltersSheet(
  props: ComponentProps<typeof BuilderFiltersPanel>,
) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="md:hidden">
          <SlidersHorizontal aria-hidden />
          Filters
        </Button>
      </SheetTrigger>
      <SheetContent side="left">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Find builders by category.</SheetDescription>
        </SheetHeader>
        <div className="px-2">
          <BuilderFiltersPanel
            {...props}
            onCategoryChange={(value) => {
              props.onCategoryChange(value);
              setOpen(false);
            }}
            onReset={() => {
              props.onReset();
              setOpen(false);
            }}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}
