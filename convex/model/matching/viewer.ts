/**
 * Matches as the signed-in viewer sees them on cards: a project card scores
 * the project against the viewer's profile; a builder card scores the
 * builder against the viewer's own open projects and shows the best.
 * Pure CPU over documents the card reads anyway (a builder card: one read more).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import {
  scoreMatch,
  type Match,
  type MatchProject,
} from "../../shared/matchScore";

/** How many of the viewer's newest projects a builder card is scored against. */
export const OWNER_PROJECTS_FOR_CARDS = 5;

export function toMatchProject(project: Doc<"projects">): MatchProject {
  return {
    category: project.category,
    skills: project.skills,
    status: project.status,
    seatsLeft: Math.max(0, project.openPositions - project.filledPositions),
    teamSkills: project.teamSkills ?? [],
  };
}

/**
 * The viewer's match with a project; null when signed out, for their own project, or
 * without a profile. `viewerProfile` is the viewer's (read once for a whole list).
 */
export function matchForViewer(
  project: Doc<"projects">,
  viewerId: Id<"users"> | null,
  viewerProfile: Doc<"profiles"> | null,
): Match | null {
  if (viewerId === null || viewerId === project.creatorId) return null;
  return viewerProfile === null
    ? null
    : scoreMatch(toMatchProject(project), viewerProfile, "builder");
}

export type ProjectMatch = Match & {
  project: { _id: Id<"projects">; title: string };
};

/**
 * The best match between a builder and the viewer's open projects (owner's
 * view); null when signed out, for the viewer themselves, or when the viewer
 * has no open project.
 */
export async function bestMatchWithViewerProjects(
  ctx: QueryCtx,
  profile: Pick<Doc<"profiles">, "userId" | "skills" | "expertise">,
  viewerId: Id<"users"> | null,
): Promise<ProjectMatch | null> {
  if (viewerId === null || viewerId === profile.userId) return null;
  const projects = await ctx.db
    .query("projects")
    .withIndex("by_creator_and_createdAt", (q) => q.eq("creatorId", viewerId))
    .order("desc")
    .take(OWNER_PROJECTS_FOR_CARDS);
  let best: ProjectMatch | null = null;
  for (const project of projects) {
    if (project.status !== "open") continue;
    const match = scoreMatch(toMatchProject(project), profile, "owner");
    if (best === null || match.score > best.score) {
      best = { ...match, project: { _id: project._id, title: project.title } };
    }
  }
  return best;
}
