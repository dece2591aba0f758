import { LoadingGrid } from "@/components/loading-grid";
import { BUILDER_SKELETON_COUNT } from "../lib/builder-filters";
import { BuilderCardSkeleton } from "./builder-card-skeleton";

/** The builder grid's layout: cards, and their skeletons while loading. */
export const BUILDER_GRID =
  "grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3";

/** The spec's six card skeletons in the grid's layout (the page's and the route's fallback). */
export function BuilderGridLoading() {
  return (
    <LoadingGrid
      label="Loading builders"
      count={BUILDER_SKELETON_COUNT}
      skeleton={<BuilderCardSkeleton />}
      className={BUILDER_GRID}
    />
  );
}
