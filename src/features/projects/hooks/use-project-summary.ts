import { useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "@convex/_generated/api";
import type { ProjectSummary } from "@/lib/api-types";
import { useViewerProjectStates } from "./use-viewer-project-states";

/**
 * One project with the viewer's relation, as the project page shows it: the
 * listing from `projects.listing` (the same for every viewer, so an accept
 * re-runs it once, not once per viewer of the page) and the viewer's part as
 * the feed's cards get theirs. Undefined while loading, null when the project
 * does not exist (or `projectId`, as the URL gives it, is no project id).
 */
export function useProjectSummary(
  projectId: string,
): ProjectSummary | null | undefined {
  const listing = useQuery(api.projects.listing, { projectId });
  const listings = useMemo(() => (listing ? [listing] : undefined), [listing]);
  const summaries = useViewerProjectStates(listings);
  if (listing === null) return null;
  return summaries?.[0];
}
