/**
 * Matches on builder cards: the builder scored against the viewer's own
 * open projects, the best shown (one read more than the card needs anyway).
 * A project card's match is shared/matchScore.ts's `matchForViewer`.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  scoreMatch,
  toMatchProject,
  type Match,
  type MatchBuilder,
} from "../../shared/matchScore";
import { isRecruitingProject } from "../../shared/recruiting";

/** How many of the viewer's newest projects a builder card is scored against. */
export const OWNER_PROJECTS_FOR_CARDS = 5;

export type ProjectMatch = Match & {
  project: { _id: Id<"projects">; title: string };
};

/**
 * The best match between a builder and the viewer's open projects (owner's
 * view); null when signed out, for the viewer themselves, when the viewer
 * has no open project, and for a builder not looking for projects (a card's
 * match suggests them, and they are never suggested).
 */
export async function bestMatchWithViewerProjects(
  ctx: QueryCtx,
  profile: Pick<Doc<"profiles">, "userId" | "skills" | "expertise"> &
    MatchBuilder,
  viewerId: Id<"users"> | null,
): Promise<ProjectMatch | null> {
  if (viewerId === null || viewerId === profile.userId) return null;
  if (profile.availability === "not-looking") return null;
  // Time zones are compared at the query's time.
  const now = Date.now();
  const projects = await ctx.db
    .query("projects")
    .withIndex("by_creator_and_createdAt", (q) => q.eq("creatorId", viewerId))
    .order("desc")
    .take(OWNER_PROJECTS_FOR_CARDS);
  let best: ProjectMatch | null = null;
  for (const project of projects) {
    if (!isRecruitingProject(project)) continue;
    const match = scoreMatch(toMatchProject(project), profile, "owner", now);
    if (best === null || match.score > best.score) {
      best = { ...match, project: { _id: project._id, title: project.title } };
    }
  }
  return best;
}
