/** Saved searches with a live match inbox (model/savedSearches.ts). */
import { v } from "convex/values";
import { zodToConvexFields } from "convex-helpers/server/zod4";
import { internal } from "./_generated/api";
import { authedMutation, internalMutation, publicQuery } from "./functions";
import {
  createSavedSearch,
  fanoutPage,
  notifySavedSearchMatches,
  listSavedSearches,
  removeSavedSearch,
} from "./model/savedSearches";
import { vProjectCategory } from "./model/validators";
import { projectFilterInput } from "./shared/listFilters";
import { projectFiltersOf } from "./shared/savedSearches";
import { vProjectFilterFields } from "./shared/termValidators";

/**
 * Saves a search: the /projects text, category, skills and role and terms
 * filters; new projects that match it (and recruit) notify the viewer.
 */
export const create = authedMutation({
  args: {
    text: v.string(),
    category: v.optional(vProjectCategory),
    skills: v.array(v.string()),
    ...zodToConvexFields(projectFilterInput),
  },
  returns: v.id("savedSearches"),
  handler: async (ctx, args) =>
    await createSavedSearch(ctx, ctx.viewerId, args, { now: Date.now() }),
});

/** The viewer's saved searches, newest first; empty when signed out. */
export const list = publicQuery({
  args: {},
  returns: v.array(
    v.object({
      _id: v.id("savedSearches"),
      text: v.string(),
      category: v.optional(vProjectCategory),
      skills: v.array(v.string()),
      ...vProjectFilterFields,
      createdAt: v.number(),
    }),
  ),
  handler: async (ctx) =>
    ctx.viewerId === null
      ? []
      : (await listSavedSearches(ctx, ctx.viewerId)).map((search) => ({
          _id: search._id,
          text: search.text,
          category: search.category,
          skills: search.skills,
          ...projectFiltersOf(search),
          createdAt: search.createdAt,
        })),
});

/** Owner only. */
export const remove = authedMutation({
  args: { savedSearchId: v.id("savedSearches") },
  returns: v.null(),
  handler: async (ctx, { savedSearchId }) => {
    await removeSavedSearch(ctx, ctx.viewerId, savedSearchId);
    return null;
  },
});

/**
 * One page of a new project's fanout (scheduled by projects.create); it
 * schedules the next page itself until every anchor is walked.
 */
export const fanout = internalMutation({
  args: {
    projectId: v.id("projects"),
    anchorIndex: v.number(),
    cursor: v.union(v.string(), v.null()),
  },
  returns: v.number(),
  handler: async (ctx, step) => {
    const { matches, next } = await fanoutPage(ctx, step, { now: Date.now() });
    await notifySavedSearchMatches(ctx, step.projectId, matches);
    if (next !== null) {
      await ctx.scheduler.runAfter(0, internal.savedSearches.fanout, next);
    }
    return matches.length;
  },
});
