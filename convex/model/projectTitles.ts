/**
 * A project's title, kept apart from the project document (`projectTitles`).
 * Every accept patches the project (seats, status, team skills), and Convex
 * re-runs every query that read that document: lists that only show a
 * project's name (notifications, dashboard activity) read the title row
 * instead, which changes only when the owner renames the project.
 */
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/** A project as a list names it: its id (for the link) and its title. */
export const vProjectTitle = v.object({
  _id: v.id("projects"),
  title: v.string(),
});
export type ProjectTitle = typeof vProjectTitle.type;

async function getTitleRow(ctx: QueryCtx, projectId: Id<"projects">) {
  return await ctx.db
    .query("projectTitles")
    .withIndex("by_project", (q) => q.eq("projectId", projectId))
    .unique();
}

/**
 * Records the project's title (in the transaction that sets it): inserts the
 * row, or patches it when the title differs. Returns whether it wrote.
 */
export async function writeProjectTitle(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  title: string,
): Promise<boolean> {
  const row = await getTitleRow(ctx, projectId);
  if (row === null) {
    await ctx.db.insert("projectTitles", { projectId, title });
    return true;
  }
  if (row.title === title) return false;
  await ctx.db.patch("projectTitles", row._id, { title });
  return true;
}

/**
 * The project's id and title, from its title row; a project without one is
 * read itself. Null when the project does not exist.
 */
export async function getProjectTitle(
  ctx: QueryCtx,
  projectId: Id<"projects">,
): Promise<ProjectTitle | null> {
  const row = await getTitleRow(ctx, projectId);
  if (row !== null) return { _id: row.projectId, title: row.title };
  const project = await ctx.db.get("projects", projectId);
  return project === null ? null : { _id: project._id, title: project.title };
}
