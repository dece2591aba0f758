import {
  paginationOptsValidator,
  paginationResultValidator,
} from "convex/server";
import { v } from "convex/values";
import { publicQuery } from "./functions";
import {
  getBuilderRow,
  listBuilderProjects,
  listBuilderRows,
  vBuilderRow,
} from "./model/builders";
import { vProjectCategoryFilter, vProjectSummary } from "./model/validators";

/**
 * The /builders page: profiles.list's search and category filter, each row
 * with its counts and the viewer's follow/favourite state. `skill` (any
 * spelling) keeps builders who have that skill.
 */
export const list = publicQuery({
  args: {
    search: v.optional(v.string()),
    category: v.optional(vProjectCategoryFilter),
    skill: v.optional(v.string()),
    paginationOpts: paginationOptsValidator,
  },
  returns: paginationResultValidator(vBuilderRow),
  handler: async (ctx, args) => await listBuilderRows(ctx, ctx.viewerId, args),
});

/** /builders/:id: one builder, or null (also for a malformed id from the URL). */
export const get = publicQuery({
  args: { profileId: v.string() },
  returns: v.union(vBuilderRow, v.null()),
  handler: async (ctx, { profileId }) =>
    await getBuilderRow(ctx, profileId, ctx.viewerId),
});

/** The projects a builder created, newest first (at most 20); empty when not found. */
export const projects = publicQuery({
  args: { profileId: v.string() },
  returns: v.array(vProjectSummary),
  handler: async (ctx, { profileId }) =>
    await listBuilderProjects(ctx, profileId, ctx.viewerId),
});
