import type { SavedSearchInput } from "@convex/shared/savedSearches";
import type { DeferredDialogProps } from "@/components/deferred-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { SavedSearchFilters } from "@/lib/saved-search";
import { SaveSearchForm } from "./save-search-form";

/** SaveSearchDialog's dialog and form (with the saved-search schema), loaded on first open. */
export function SaveSearchDialogContent({
  open,
  onOpenChange,
  onCloseAutoFocus,
  filters,
  onSubmit,
}: DeferredDialogProps & {
  filters: SavedSearchFilters;
  onSubmit: (search: SavedSearchInput) => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>
            We&apos;ll notify you when a new project matches it.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: it always saves the filters shown now. */}
        {open ? <SaveSearchForm filters={filters} onSubmit={onSubmit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
