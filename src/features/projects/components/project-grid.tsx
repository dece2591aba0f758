import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { api } from "@convex/_generated/api";
import type { ProjectCategoryFilter } from "@convex/shared/constants";
import type { ProjectShow } from "@convex/shared/recruiting";
import { EmptyState } from "@/components/empty-state";
import { ProjectCard } from "@/components/project-card/project-card";
import { Button } from "@/components/ui/button";
import { useFailSlowLoadWhileOffline } from "@/hooks/use-connection";
import { useOnVisible } from "@/hooks/use-on-visible";
import { usePagedQuery } from "@/hooks/use-paged-query";
import { useViewerProjectStates } from "../hooks/use-viewer-project-states";
import { sortByMatch } from "../lib/sort-by-match";
import type { TermFilterArgs } from "../lib/term-filters";
import { ProjectApplyButton } from "./project-apply-button";
import { PROJECT_GRID, ProjectGridLoading } from "./project-grid-loading";

const PAGE_SIZE = 12;

/**
 * The explore grid: newest first, searched or not, paged as you scroll; a
 * search's matches are marked on the cards. Rows come from the feed every
 * viewer shares, each card's viewer part from useViewerProjectStates.
 * `byMatch` reorders the loaded results by the viewer's match score ("Best
 * match" with a search text: the server's recommendations take no text, so
 * the search's own results are sorted here, page by page).
 */
export function ProjectGrid({
  search,
  category,
  skill = "",
  show = "recruiting",
  terms = {},
  onReset,
  emptyAction,
  byMatch = false,
}: {
  search: string;
  category: ProjectCategoryFilter;
  /** Only projects that want this skill ("" for any). */
  skill?: string;
  /** Recruiting projects only (the default), or every project. */
  show?: ProjectShow;
  /** The role and terms filters set (lib/term-filters.ts). */
  terms?: TermFilterArgs;
  onReset: () => void;
  emptyAction?: ReactNode;
  byMatch?: boolean;
}) {
  const { results, status, loadMore } = usePagedQuery(
    api.projects.feed,
    {
      search: search || undefined,
      category,
      skill: skill || undefined,
      show,
      ...terms,
    },
    PAGE_SIZE,
  );
  const projects = useViewerProjectStates(results);
  useFailSlowLoadWhileOffline(
    status === "LoadingFirstPage" || projects === undefined,
  );
  const sentinel = useOnVisible<HTMLDivElement>(
    loadMore,
    status === "CanLoadMore",
  );

  if (status === "LoadingFirstPage" || projects === undefined) {
    return <ProjectGridLoading />;
  }

  if (projects.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No matches found"
        description="Try adjusting your filters or check back later"
      >
        <Button variant="outline" onClick={onReset}>
          Reset Filters
        </Button>
        {emptyAction}
      </EmptyState>
    );
  }

  return (
    <>
      <ul className={PROJECT_GRID}>
        {(byMatch ? sortByMatch(projects) : projects).map((project) => (
          <li key={project._id}>
            <ProjectCard
              project={project}
              highlight={search}
              applyAction={<ProjectApplyButton project={project} />}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-8 flex justify-center">
        {status === "CanLoadMore" || status === "LoadingMore" ? (
          <Button
            variant="outline"
            onClick={loadMore}
            disabled={status === "LoadingMore"}
          >
            {status === "LoadingMore" ? "Loading..." : "Load more"}
          </Button>
        ) : null}
      </div>
    </>
  );
}
