import { useMutation } from "convex/react";
import { BookmarkPlus } from "lucide-react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { SavedSearchInput } from "@convex/shared/savedSearches";
import { DeferredDialog } from "@/components/deferred-dialog";
import { Button } from "@/components/ui/button";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import type { SavedSearchFilters } from "@/lib/saved-search";
import { toUserMessage } from "@/lib/to-user-message";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

const Content = lazyWithPreload(() =>
  import("./save-search-dialog-content").then((m) => m.SaveSearchDialogContent),
);

/** "Save search": the create mutation and its toasts; the dialog loads on first open. */
export function SaveSearchDialog({ filters }: { filters: SavedSearchFilters }) {
  const create = useMutation(api.savedSearches.create);
  return (
    <DeferredDialog
      trigger={
        <Button variant="outline">
          <BookmarkPlus aria-hidden />
          Save search
        </Button>
      }
      preload={Content.preload}
    >
      {(dialog) => (
        <Content
          {...dialog}
          filters={filters}
          onSubmit={async (search: SavedSearchInput) => {
            try {
              await create(search);
              dialog.onOpenChange(false);
              toast.success("Search saved", {
                description:
                  "New projects that match it will show up in your notifications.",
              });
            } catch (error) {
              logUnexpectedError("Saving the search failed", error);
              toast.error("Could not save the search", {
                description: toUserMessage(error, "Please try again."),
              });
            }
          }}
        />
      )}
    </DeferredDialog>
  );
}
