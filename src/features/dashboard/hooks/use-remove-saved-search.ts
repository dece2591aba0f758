import { useMutation } from "convex/react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { toUserMessage } from "@/lib/to-user-message";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/** Removes a saved search with a toast; `removing` is the one in flight. */
export function useRemoveSavedSearch() {
  const remove = useMutation(api.savedSearches.remove);
  const [removing, setRemoving] = useState<Id<"savedSearches"> | null>(null);

  const removeSearch = async (savedSearchId: Id<"savedSearches">) => {
    setRemoving(savedSearchId);
    try {
      await remove({ savedSearchId });
      toast.success("Saved search removed");
    } catch (error) {
      logUnexpectedError("Removing the saved search failed", error);
      toast.error("Could not remove the saved search", {
        description: toUserMessage(error, "Please try again."),
      });
    } finally {
      setRemoving(null);
    }
  };

  return { removing, removeSearch };
}
