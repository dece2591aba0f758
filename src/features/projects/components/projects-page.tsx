import { AlertTriangle, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryErrorBoundary } from "@/components/query-error-boundary";
import { SkillFilterChip } from "@/components/skill-filter-chip";
import { Button } from "@/components/ui/button";
import { useAuthState } from "@/hooks/use-auth-state";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { loadErrorDescription } from "@/lib/connection-lost";
import { useProjectFilters } from "../hooks/use-project-filters";
import { useProjectSort } from "../hooks/use-project-sort";
import { useTermFilters } from "../hooks/use-term-filters";
import { termFilterArgs } from "../lib/term-filters";
import { AuthRequiredDialog } from "./auth-required-dialog";
import { CreateProjectDialog } from "./create-project-dialog";
import { ProjectFilters } from "./project-filters";
import { ProjectGrid } from "./project-grid";
import { ProjectTermFilters } from "./project-term-filters";
import { ProjectsMatchBar } from "./projects-match-bar";
import { ShowEndedToggle } from "./show-ended-toggle";
import { RecommendedGrid } from "./recommended-grid";

/**
 * Explore Projects. `signIn` is the sign-in form visitors get in the auth
 * dialog; `preloadSignIn` starts loading it when it is lazy.
 */
export function ProjectsPage({
  signIn,
  preloadSignIn,
}: {
  signIn: ReactNode;
  preloadSignIn?: () => unknown;
}) {
  const auth = useAuthState();
  const filters = useProjectFilters();
  const search = useDebouncedValue(filters.search.trim(), 250);
  const terms = useTermFilters();
  const role = useDebouncedValue(terms.filters.role.trim(), 250);
  const [sort, setSort] = useProjectSort();
  // A match needs a profile: signed out, "Best match" falls back to newest.
  const byMatch = auth === "signedIn" && sort === "match";
  // The recommendations take no filters but category and skill.
  const recommended = byMatch && search === "" && !terms.isSet;

  const createButton = (label: string) =>
    auth === "signedIn" ? (
      <CreateProjectDialog
        trigger={
          <Button>
            <Plus aria-hidden />
            {label}
          </Button>
        }
      />
    ) : auth === "signedOut" ? (
      <AuthRequiredDialog
        signIn={signIn}
        preloadSignIn={preloadSignIn}
        trigger={
          <Button>
            <Plus aria-hidden />
            {label}
          </Button>
        }
      />
    ) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Explore Projects"
        description="Find AI projects looking for collaborators, or post your own."
        actions={createButton("Create Project")}
      />
      <div className="mb-8 flex flex-col gap-3">
        <ProjectFilters
          search={filters.search}
          category={filters.category}
          onSearchChange={filters.setSearch}
          onCategoryChange={filters.setCategory}
          onReset={filters.reset}
        />
        <ProjectTermFilters
          filters={terms.filters}
          isSet={terms.isSet}
          onChange={terms.set}
          onClear={terms.clear}
        />
        {/* Best matches are recruiting projects only: nothing to toggle. */}
        {recommended ? null : (
          <ShowEndedToggle show={filters.show} onShowChange={filters.setShow} />
        )}
        {filters.skill !== "" ? (
          <SkillFilterChip
            skill={filters.skill}
            onRemove={filters.clearSkill}
          />
        ) : null}
        {auth === "signedIn" ? (
          <ProjectsMatchBar
            search={filters.search}
            category={filters.category}
            sort={sort}
            onSortChange={setSort}
          />
        ) : null}
      </div>
      <QueryErrorBoundary
        fallback={(retry, error) => (
          <EmptyState
            icon={AlertTriangle}
            title="Error loading projects"
            description={loadErrorDescription(
              error,
              "Something went wrong while loading projects.",
            )}
          >
            <Button onClick={retry}>Try Again</Button>
          </EmptyState>
        )}
      >
        {recommended ? (
          <RecommendedGrid category={filters.category} skill={filters.skill} />
        ) : (
          <ProjectGrid
            search={search}
            category={filters.category}
            skill={filters.skill}
            show={filters.show}
            terms={termFilterArgs({ ...terms.filters, role })}
            onReset={filters.reset}
            byMatch={byMatch}
            emptyAction={
              auth === "signedIn" ? createButton("Create a Project") : undefined
            }
          />
        )}
      </QueryErrorBoundary>
    </div>
  );
}
