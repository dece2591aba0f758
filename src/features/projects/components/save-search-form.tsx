import { useId, useState, type FormEvent } from "react";
import {
  savedSearchInputSchema,
  type SavedSearchInput,
} from "@convex/shared/savedSearches";
import { Button } from "@/components/ui/button";
import {
  describeSavedSearch,
  type SavedSearchFilters,
} from "@/lib/saved-search";
import { logUnexpectedError } from "@/lib/log-unexpected-error";

/**
 * Saves the current /projects filters, pure: the filters in, the parsed
 * search out through `onSubmit`, validated with the schema
 * `savedSearches.create` uses. New projects that match and recruit notify.
 */
export function SaveSearchForm({
  filters,
  onSubmit,
}: {
  filters: SavedSearchFilters;
  onSubmit: (search: SavedSearchInput) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const submit = async () => {
    const parsed = savedSearchInputSchema.safeParse({
      ...filters,
      skills: [...filters.skills],
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "This search can't be saved");
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (failure) {
      // `onSubmit` reports its own failures; never leave a rejection unhandled.
      logUnexpectedError("Saving the search failed", failure);
    } finally {
      setSaving(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) void submit();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={saving}
      aria-describedby={error === null ? undefined : errorId}
      className="flex flex-col gap-4"
    >
      <div className="rounded-lg border bg-muted/40 px-4 py-3">
        <p className="text-xs text-muted-foreground">Current filters</p>
        <p className="font-medium">{describeSavedSearch(filters)}</p>
      </div>
      <p className="text-sm text-muted-foreground">
        You&apos;ll be notified of new projects that match and are looking for
        people.
      </p>
      {error === null ? null : (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={saving} className="sm:self-end">
        {saving ? "Saving..." : "Save search"}
      </Button>
    </form>
  );
}
