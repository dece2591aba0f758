import { useQueries, useQuery, type RequestForQueries } from "convex/react";
import { useMemo, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { LIMITS } from "@convex/shared/constants";
import { viewerRelation } from "@convex/shared/matchScore";
import { useAuthState } from "@/hooks/use-auth-state";
import { useNow } from "@/hooks/use-now";
import type {
  ProjectListing,
  ProjectSummary,
  ViewerProjectState,
} from "@/lib/api-types";

/** What a signed-out visitor's cards show of their relation to a project: none. */
const SIGNED_OUT = {
  isOwner: false,
  viewerApplicationStatus: null,
  match: null,
} as const;

type Chunks = Readonly<Record<string, ViewerProjectState[]>>;
const NO_CHUNKS: Chunks = {};

/**
 * One `projects.viewerStates` subscription per run of ids the server accepts in
 * one call (a grid scrolled past that many keeps working); none when signed
 * out or without ids. Keyed by the ids' text, so an unchanged list keeps its
 * subscriptions across renders.
 */
function useStateQueries(projectIds: readonly Id<"projects">[]) {
  const key = projectIds.join(",");
  const queries = useMemo(() => {
    const ids = key === "" ? [] : (key.split(",") as Id<"projects">[]);
    const request: RequestForQueries = {};
    for (let at = 0; at < ids.length; at += LIMITS.maxViewerStateIds) {
      request[at] = {
        query: api.projects.viewerStates,
        args: { projectIds: ids.slice(at, at + LIMITS.maxViewerStateIds) },
      };
    }
    return request;
  }, [key]);
  return useQueries(queries);
}

function sameChunks(a: Chunks, b: Chunks): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => a[key] === b[key])
  );
}

/**
 * Each subscription's last states, kept while its new id list loads (a page
 * added, a project appearing), so the cards already shown stay. Adjusted
 * while rendering, as React recommends; with no subscription (signed out)
 * nothing is kept, so the next viewer never sees the last one's states.
 */
function useKeptStates(results: Record<string, unknown>): Chunks {
  const [kept, setKept] = useState(NO_CHUNKS);
  const next: Record<string, ViewerProjectState[]> = {};
  for (const [key, value] of Object.entries(results)) {
    // A failed query throws to the nearest error boundary, as useQuery does.
    if (value instanceof Error) throw value;
    const chunk = (value as ViewerProjectState[] | undefined) ?? kept[key];
    if (chunk !== undefined) next[key] = chunk;
  }
  if (sameChunks(next, kept)) return kept;
  setKept(next);
  return next;
}

/**
 * The feed's listings with the viewer's relation to each. `projects.feed` is
 * the same for everyone; of the viewer's part, only the application status
 * comes from the server (`projects.viewerStates`, which no other user's write
 * re-runs); owner and match are derived here from the listing and the
 * viewer's profile with the server's own code (convex/shared/matchScore.ts),
 * so an accept reaches the match through the shared feed.
 * Undefined while the listings, the session or the profile load, or while
 * none of the listings has its status yet; after that, a listing whose status
 * has not arrived is held back until it does. Signed out: no subscription,
 * the listings with no relation.
 */
export function useViewerProjectStates(
  listings: readonly ProjectListing[] | undefined,
): ProjectSummary[] | undefined {
  const auth = useAuthState();
  const signedIn = auth === "signedIn";
  // The user menu's own call, same args: the client keeps one subscription.
  const me = useQuery(api.profiles.me, signedIn ? {} : "skip");
  const results = useStateQueries(
    signedIn && listings !== undefined ? listings.map(({ _id }) => _id) : [],
  );
  const chunks = useKeptStates(results);
  // Matches compare time zones at this time; offsets change rarely, so hourly.
  const now = useNow(60 * 60_000);
  return useMemo(() => {
    if (listings === undefined || auth === "loading") return undefined;
    if (!signedIn) {
      return listings.map((listing) => ({ ...listing, ...SIGNED_OUT }));
    }
    if (me === undefined) return undefined;
    const states = new Map<string, ViewerProjectState>();
    for (const chunk of Object.values(chunks)) {
      for (const state of chunk) states.set(state.projectId, state);
    }
    const summaries = listings.flatMap((listing) => {
      const state = states.get(listing._id);
      if (state === undefined) return [];
      const status = state.viewerApplicationStatus;
      return [
        {
          ...listing,
          ...viewerRelation(listing, me, status, now, state.viewerRoleKey),
          viewerApplicationStatus: status,
        },
      ];
    });
    // Listings with none of their states yet (the first load, a new filter)
    // are still loading, not an empty result.
    return listings.length > 0 && summaries.length === 0
      ? undefined
      : summaries;
  }, [listings, auth, signedIn, me, chunks, now]);
}
