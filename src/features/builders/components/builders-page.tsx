import { AlertTriangle } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { SkillFilterChip } from "@/components/skill-filter-chip";
import { Button } from "@/components/ui/button";
import { loadErrorDescription } from "@/lib/connection-lost";
import { useAuthState } from "@/hooks/use-auth-state";
import { useBuilderFilters } from "../hooks/use-builder-filters";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { SEARCH_DEBOUNCE_MS } from "../lib/builder-filters";
import { BuilderFiltersPanel } from "./builder-filters-panel";
import { BuilderFiltersSheet } from "./builder-filters-sheet";
import { BuilderSearchBox } from "./builder-search-box";
import { BuildersResults } from "./builders-results";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** /builders: Discover Builders, with search, category and the work filters in the URL. */
export function BuildersPage() {
  useDocumentTitle("Builders");
  const auth = useAuthState();
  const filters = useBuilderFilters();
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const panel = {
    category: filters.category,
    onCategoryChange: filters.setCategory,
    work: filters.work,
    onWorkChange: filters.setWork,
    onReset: filters.reset,
    canReset: filters.isFiltered,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Discover Builders"
        description="Find AI builders, designers, marketers and no-code specialists to build with."
      />
      <div className="flex flex-col gap-8 md:flex-row">
        <aside className="hidden w-56 shrink-0 md:block" aria-label="Filters">
          <div className="sticky top-24">
            <BuilderFiltersPanel {...panel} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          <div className="flex gap-2">
            <BuilderSearchBox
              value={filters.search}
              onChange={filters.setSearch}
            />
            <BuilderFiltersSheet {...panel} />
          </div>
          {filters.skill !== "" ? (
            <SkillFilterChip
              skill={filters.skill}
              onRemove={filters.clearSkill}
            />
          ) : null}
          <QueryErrorBoundary
            fallback={(retry, error) => (
              <EmptyState
                icon={AlertTriangle}
                title="Error loading builders"
                description={loadErrorDescription(
                  error,
                  "Something went wrong while loading builders.",
                )}
              >
                <Button onClick={retry}>Try Again</Button>
              </EmptyState>
            )}
          >
            <BuildersResults
              search={search}
              category={filters.category}
              skill={filters.skill}
              work={filters.work}
              auth={auth}
              onReset={filters.reset}
            />
          </QueryErrorBoundary>
        </div>
      </div>
    </div>
  );
}
