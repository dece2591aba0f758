import { useQuery } from "convex/react";
import { Search, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { describeSavedSearch, savedSearchHref } from "@/lib/saved-search";
import { useRemoveSavedSearch } from "../hooks/use-remove-saved-search";
import { SectionCard } from "./section-card";

/** The viewer's saved searches, live: each opens /projects with it applied, or is removed. */
export function SavedSearchesCard() {
  const searches = useQuery(api.savedSearches.list);
  const { removing, removeSearch } = useRemoveSavedSearch();
  return (
    <SectionCard
      title="Saved searches"
      description="New projects that match them notify you."
    >
      {searches === undefined ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading saved searches...</span>
          <Skeleton aria-hidden className="h-11 w-full" />
          <Skeleton aria-hidden className="h-11 w-full" />
        </div>
      ) : searches.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No saved searches yet.{" "}
          <Link
            to={paths.projects}
            className="font-medium text-primary hover:underline"
          >
            Save one from Explore Projects
          </Link>
        </p>
      ) : (
        <ul aria-label="Saved searches" className="flex flex-col gap-2">
          {searches.map((search) => {
            const summary = describeSavedSearch(search);
            return (
              <li
                key={search._id}
                className="flex animate-enter items-center gap-1 rounded-lg border border-border pl-3"
              >
                <Search
                  aria-hidden
                  className="size-4 shrink-0 text-muted-foreground"
                />
                <Link
                  to={savedSearchHref(search)}
                  aria-label={`Show projects for ${summary}`}
                  className="flex min-h-11 min-w-0 flex-1 items-center px-1 text-sm hover:text-primary"
                >
                  <span className="truncate">{summary}</span>
                </Link>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={removing === search._id}
                  aria-label={`Remove saved search ${summary}`}
                  onClick={() => void removeSearch(search._id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
