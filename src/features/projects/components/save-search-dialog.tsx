import { useMutation } from "convex/react";
import { BookmarkPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { api } from "@convex/_generated/api";
import type { SavedSearchInput } from "@convex/shared/savedSearches";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { SavedSearchFilters } from "@/lib/saved-search";
import { toUserMessage } from "@/lib/to-user-message";
import { SaveSearchForm } from "./save-search-form";

/** "Save search": owns its open state, the create mutation and its toasts. */
export function SaveSearchDialog({
  filters,
}: {
  filters: Omit<SavedSearchFilters, "openOnly">;
}) {
  const [open, setOpen] = useState(false);
  const create = useMutation(api.savedSearches.create);

  const save = async (search: SavedSearchInput) => {
    try {
      await create(search);
      setOpen(false);
      toast.success("Search saved", {
        description:
          "New projects that match it will show up in your notifications.",
      });
    } catch (error) {
      console.error("Saving the search failed", error);
      toast.error("Could not save the search", {
        description: toUserMessage(error, "Please try again."),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookmarkPlus aria-hidden />
          Save search
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>
            We&apos;ll notify you when a new project matches it.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: it always saves the filters shown now. */}
        {open ? <SaveSearchForm filters={filters} onSubmit={save} /> : null}
      </DialogContent>
    </Dialog>
  );
}
