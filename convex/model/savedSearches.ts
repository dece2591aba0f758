/**
 * Saved searches and their fanout. When a project is created, a scheduled
 * mutation walks the saved searches that could match it, one page of one
 * anchor per transaction, and notifies the owner of each that does. Every
 * search has exactly one anchor (its first skill, else its category, else
 * "any"), and a matching project always hits it, so the walk reads only
 * candidates; pages keep each transaction bounded however many searches exist.
 */
import type { Doc, Id } from "../_generated/dataModel";
import { internal } from "../_generated/api";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import {
  projectMatchesSearch,
  SAVED_SEARCH_LIMITS,
  savedSearchInputSchema,
} from "../shared/savedSearches";
import { canonicalSkillKey } from "../shared/skills";
import { isRecruitingProject } from "../shared/recruiting";
import { NOTIFICATION_LIMITS } from "../shared/notifications";
import { notify } from "./notifications";
import { passesProjectFilters } from "./projectFacets";
import { consumeRateLimit } from "./rateLimits";
import { parseInput } from "./validation";

/** Saved searches checked per fanout transaction. */
export const FANOUT_PAGE_SIZE = 200;

export function anchorOf(search: {
  skills: readonly string[];
  category?: string;
}): string {
  const [skill] = search.skills;
  if (skill !== undefined) return `skill:${canonicalSkillKey(skill)}`;
  if (search.category !== undefined) return `category:${search.category}`;
  return "any";
}

/** Every anchor a project can hit, in the order the fanout walks them. */
export function anchorsOf(project: Doc<"projects">): string[] {
  return [
    "any",
    `category:${project.category}`,
    ...new Set(
      project.skills.map((skill) => `skill:${canonicalSkillKey(skill)}`),
    ),
  ];
}

export async function createSavedSearch(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  input: unknown,
  { now }: { now: number },
): Promise<Id<"savedSearches">> {
  const search = parseInput(savedSearchInputSchema, input);
  const existing = await ctx.db
    .query("savedSearches")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", viewerId))
    .take(SAVED_SEARCH_LIMITS.perUser);
  if (existing.length >= SAVED_SEARCH_LIMITS.perUser) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.tooManySavedSearches);
  }
  await consumeRateLimit(ctx, "savedSearchesPerUser", viewerId);
  return await ctx.db.insert("savedSearches", {
    userId: viewerId,
    ...search,
    anchor: anchorOf(search),
    createdAt: now,
  });
}

export async function listSavedSearches(
  ctx: QueryCtx,
  viewerId: Id<"users">,
): Promise<Doc<"savedSearches">[]> {
  return await ctx.db
    .query("savedSearches")
    .withIndex("by_user_and_createdAt", (q) => q.eq("userId", viewerId))
    .order("desc")
    .take(SAVED_SEARCH_LIMITS.perUser);
}

/** Owner only; someone else's search is "not found". */
export async function removeSavedSearch(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  savedSearchId: Id<"savedSearches">,
): Promise<void> {
  const search = await ctx.db.get("savedSearches", savedSearchId);
  if (search === null || search.userId !== viewerId) {
    throw appError("NOT_FOUND", ERROR_MESSAGES.savedSearchNotFound);
  }
  await ctx.db.delete("savedSearches", savedSearchId);
}

/** Called in the transaction that creates the project: the fanout starts right after it commits. */
export async function scheduleSavedSearchFanout(
  ctx: MutationCtx,
  projectId: Id<"projects">,
): Promise<void> {
  // With no saved search anywhere there is nothing to walk. The read puts
  // the table in this transaction's read set, so a search saved at the same
  // moment makes one of the two retry: none is missed.
  if ((await ctx.db.query("savedSearches").first()) === null) return;
  await ctx.scheduler.runAfter(0, internal.savedSearches.fanout, {
    projectId,
    anchorIndex: 0,
    cursor: null,
  });
}

export type FanoutStep = {
  projectId: Id<"projects">;
  anchorIndex: number;
  cursor: string | null;
};

/**
 * One page of the fanout: returns the matching searches of that page and
 * the next step, or null when every anchor is done. A search matches when
 * the project passes its text, category and skills (`projectMatchesSearch`)
 * and its role and terms filters as /projects applies them
 * (`passesProjectFilters`, time-zone overlap at `now`). A project that
 * stopped recruiting meanwhile (filled, closed, completed) is news to
 * nobody: the fanout ends there.
 */
export async function fanoutPage(
  ctx: MutationCtx,
  step: FanoutStep,
  { now }: { now: number },
): Promise<{ matches: Doc<"savedSearches">[]; next: FanoutStep | null }> {
  const project = await ctx.db.get("projects", step.projectId);
  if (project === null || !isRecruitingProject(project)) {
    return { matches: [], next: null };
  }
  const anchors = anchorsOf(project);
  const anchor = anchors[step.anchorIndex];
  if (anchor === undefined) return { matches: [], next: null };
  const page = await ctx.db
    .query("savedSearches")
    .withIndex("by_anchor", (q) => q.eq("anchor", anchor))
    .paginate({ numItems: FANOUT_PAGE_SIZE, cursor: step.cursor });
  const candidate = {
    title: project.title,
    description: project.description,
    skills: project.skills,
    category: project.category,
    skillKeys: new Set(project.skills.map(canonicalSkillKey)),
  };
  const matches = page.page.filter(
    (search) =>
      search.userId !== project.creatorId &&
      projectMatchesSearch(candidate, {
        ...search,
        skillKeys: search.skills.map(canonicalSkillKey),
      }) &&
      passesProjectFilters(project, search, now),
  );
  const next: FanoutStep | null = !page.isDone
    ? { ...step, cursor: page.continueCursor }
    : step.anchorIndex + 1 < anchors.length
      ? {
          projectId: step.projectId,
          anchorIndex: step.anchorIndex + 1,
          cursor: null,
        }
      : null;
  return { matches, next };
}

/**
 * Tells each saver about the project, once per user and project: a user
 * whose several searches match hears about it once (the later pages check
 * for a notice already given).
 */
export async function notifySavedSearchMatches(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  matches: readonly Doc<"savedSearches">[],
): Promise<void> {
  const now = Date.now();
  const told = new Set<Id<"users">>();
  for (const search of matches) {
    if (told.has(search.userId)) continue;
    told.add(search.userId);
    if (await hasMatchNotice(ctx, search.userId, projectId)) continue;
    await notify(
      ctx,
      {
        userId: search.userId,
        kind: "savedSearchMatch",
        projectId,
        savedSearchId: search._id,
      },
      { now },
    );
  }
}

/** Bounded by the per-user notification cap: a user keeps at most 200. */
async function hasMatchNotice(
  ctx: QueryCtx,
  userId: Id<"users">,
  projectId: Id<"projects">,
): Promise<boolean> {
  const notices = await ctx.db
    .query("notifications")
    .withIndex("by_user_and_kind_and_actor_and_createdAt", (q) =>
      q
        .eq("userId", userId)
        .eq("kind", "savedSearchMatch")
        .eq("actorId", undefined),
    )
    .order("desc")
    .take(NOTIFICATION_LIMITS.maxPerUser);
  return notices.some((notice) => notice.projectId === projectId);
}
