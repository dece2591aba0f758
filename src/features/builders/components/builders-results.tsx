import { HighlightSearch } from "@/components/highlight";
import { SearchX } from "lucide-react";
import { api } from "@convex/_generated/api";
import type { ProjectCategoryFilter } from "@convex/shared/constants";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AuthState } from "@/hooks/use-auth-state";
import { useFailSlowLoadWhileOffline } from "@/hooks/use-connection";
import { usePagedQuery } from "@/hooks/use-paged-query";
import { BUILDERS_PAGE_SIZE } from "../lib/builder-filters";
import { builderListArgs } from "../lib/builder-list-args";
import { NO_WORK_FILTERS, type WorkFilters } from "../lib/work-filters";
import { BuilderCardsChunk } from "./builder-cards-chunk";
import { BUILDER_GRID, BuilderGridLoading } from "./builder-grid-loading";

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

/** The builder grid: skeletons, cards with Load more, or 'No builders found'. */
export function BuildersResults({
  search,
  category,
  skill = "",
  work = NO_WORK_FILTERS,
  auth,
  onReset,
}: {
  search: string;
  category: ProjectCategoryFilter;
  /** Only builders who have this skill ("" for any). */
  skill?: string;
  /** Availability, time zone overlap, minimum hours. */
  work?: WorkFilters;
  auth: AuthState;
  onReset: () => void;
}) {
  // A filtered search's page may match none of the rows it read: the hook
  // keeps loading until something shows or the list ends.
  const { results, status, loadMore } = usePagedQuery(
    api.builders.list,
    builderListArgs({ search, category, skill, work }),
    BUILDERS_PAGE_SIZE,
  );
  useFailSlowLoadWhileOffline(status === "LoadingFirstPage");

  if (status === "LoadingFirstPage") {
    return <BuilderGridLoading />;
  }

  if (results.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No builders found"
        description="Try another search or category."
      >
        <Button variant="outline" onClick={onReset}>
          Reset Filters
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <HighlightSearch search={search}>
        <ul className={BUILDER_GRID} aria-label="Builders">
          {chunks(results, BUILDERS_PAGE_SIZE).map((chunk, index) => (
            // Pages only grow at the end, so a page's index names it.
            <BuilderCardsChunk key={index} builders={chunk} auth={auth} />
          ))}
        </ul>
      </HighlightSearch>
      {status === "Exhausted" ? null : (
        <Button
          variant="outline"
          className="self-center"
          disabled={status === "LoadingMore"}
          onClick={loadMore}
        >
          {status === "LoadingMore" ? (
            <>
              <Spinner aria-hidden />
              Loading...
            </>
          ) : (
            "Load more"
          )}
        </Button>
      )}
    </div>
  );
}
