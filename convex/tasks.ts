/**
 * A team room's task board (model/teamTasks.ts). Every function is for the
 * project's owner and accepted members only (model/teamAccess.ts): NOT_FOUND
 * for a missing project or task, FORBIDDEN off the team, UNAUTHENTICATED
 * signed out.
 */
import { v } from "convex/values";
import { authedMutation, authedQuery } from "./functions";
import {
  createTask,
  listColumn,
  moveTask,
  removeTask,
  updateTask,
  vTask,
  vTaskColumn,
} from "./model/teamTasks";
import { TEAM_LIMITS } from "./shared/constants";

/**
 * One column in board order ((orderKey, _id)), at most `limit` tasks
 * (default 200, at most 500); `hasMore` when the column holds more.
 */
export const list = authedQuery({
  args: {
    projectId: v.id("projects"),
    column: vTaskColumn,
    limit: v.optional(v.number()),
  },
  returns: v.object({ tasks: v.array(vTask), hasMore: v.boolean() }),
  handler: async (ctx, { projectId, column, limit }) =>
    await listColumn(
      ctx,
      ctx.viewerId,
      projectId,
      column,
      limit ?? TEAM_LIMITS.defaultTasksListed,
    ),
});

/**
 * A new task at the end of its column (To do unless `column` says): title
 * 1-120, details up to 2000, an assignee on the team (told:
 * `taskAssigned`), a due day "YYYY-MM-DD". Refused once the project is
 * completed (PROJECT_CLOSED) and past 2000 tasks (LIMIT_REACHED).
 */
export const create = authedMutation({
  args: {
    projectId: v.id("projects"),
    title: v.string(),
    details: v.optional(v.string()),
    assigneeId: v.optional(v.id("users")),
    dueDate: v.optional(v.string()),
    column: v.optional(vTaskColumn),
  },
  returns: v.id("tasks"),
  handler: async (ctx, args) =>
    await createTask(ctx, ctx.viewerId, args, Date.now()),
});

/** Edits a task; `null` clears the assignee or the due day. A new assignee is told. */
export const update = authedMutation({
  args: {
    taskId: v.id("tasks"),
    title: v.optional(v.string()),
    details: v.optional(v.string()),
    assigneeId: v.optional(v.union(v.id("users"), v.null())),
    dueDate: v.optional(v.union(v.string(), v.null())),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    await updateTask(ctx, ctx.viewerId, args, Date.now());
    return null;
  },
});

/**
 * Moves a task to `column`, after `afterTaskId` and/or before `beforeTaskId`
 * (the neighbours where it was dropped; neither: the column's end). The
 * server computes the order key from the column as it is when the move runs:
 * a neighbour that moved meanwhile is ignored, so concurrent moves end with
 * one board. Returns the new key.
 */
export const move = authedMutation({
  args: {
    taskId: v.id("tasks"),
    column: vTaskColumn,
    afterTaskId: v.optional(v.id("tasks")),
    beforeTaskId: v.optional(v.id("tasks")),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    await moveTask(ctx, ctx.viewerId, args, Date.now());
    return null;
  },
});

/** Deletes a task (any member). */
export const remove = authedMutation({
  args: { taskId: v.id("tasks") },
  returns: v.null(),
  handler: async (ctx, { taskId }) => {
    await removeTask(ctx, ctx.viewerId, taskId);
    return null;
  },
});
