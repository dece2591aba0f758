/**
 * The team room's task board: tasks in the columns To do, Doing and Done,
 * ordered by server-computed fractional keys (model/taskOrder.ts). Any member
 * may create, edit, assign, move and delete; the assignee must be on the
 * team and is told (unless they assigned themselves). A completed project's
 * board is kept as it was: no new tasks. At most TEAM_LIMITS.maxTasks per
 * team (a running total on the room's row, so the check is one read).
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { TEAM_LIMITS, type TaskColumn } from "../shared/constants";
import { TASK_COLUMNS } from "../shared/constants";
import { appError, ERROR_MESSAGES } from "../shared/errors";
import {
  dueDateSchema,
  taskDetailsSchema,
  taskTitleSchema,
} from "../shared/team";
import { literals } from "convex-helpers/validators";
import { notify } from "./notifications";
import { compareTasks, orderKeyFor } from "./taskOrder";
import { isOnTeam, requireTeamRoom } from "./teamAccess";
import { teamPeople, vTeamPerson } from "./teamPeople";
import { roomTotals, updateRoom } from "./teamRooms";
import { parseInput } from "./validation";

export const vTaskColumn = literals(...TASK_COLUMNS);

export const vTask = v.object({
  _id: v.id("tasks"),
  _creationTime: v.number(),
  projectId: v.id("projects"),
  title: v.string(),
  details: v.string(),
  column: vTaskColumn,
  orderKey: v.string(),
  assignee: v.union(vTeamPerson, v.null()),
  /** "YYYY-MM-DD"; overdue once that day has passed where the viewer is. */
  dueDate: v.union(v.string(), v.null()),
  createdBy: v.id("users"),
  updatedAt: v.number(),
});
export type TaskView = Infer<typeof vTask>;

async function requireTask(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  taskId: Id<"tasks">,
) {
  const task = await ctx.db.get("tasks", taskId);
  if (task === null) throw appError("NOT_FOUND", ERROR_MESSAGES.taskNotFound);
  const room = await requireTeamRoom(ctx, viewerId, task.projectId);
  return { task, ...room };
}

async function checkAssignee(
  ctx: QueryCtx,
  project: Doc<"projects">,
  assigneeId: Id<"users"> | null | undefined,
): Promise<void> {
  if (assigneeId == null) return;
  if (!(await isOnTeam(ctx, project, assigneeId))) {
    throw appError("INVALID_INPUT", ERROR_MESSAGES.assigneeNotMember);
  }
}

async function tellAssignee(
  ctx: MutationCtx,
  project: Doc<"projects">,
  assigneeId: Id<"users">,
  actorId: Id<"users">,
  now: number,
): Promise<void> {
  await notify(
    ctx,
    {
      userId: assigneeId,
      kind: "taskAssigned",
      actorId,
      projectId: project._id,
    },
    { now },
  );
}

export type TaskInput = {
  projectId: Id<"projects">;
  title: string;
  details?: string;
  assigneeId?: Id<"users">;
  dueDate?: string;
  column?: TaskColumn;
};

/** A new task at the end of its column (To do unless named). */
export async function createTask(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  input: TaskInput,
  now: number,
): Promise<Id<"tasks">> {
  const { project } = await requireTeamRoom(ctx, viewerId, input.projectId);
  if (project.status === "completed") {
    throw appError("PROJECT_CLOSED", ERROR_MESSAGES.projectCompletedNoTasks);
  }
  const title = parseInput(taskTitleSchema, input.title);
  const details = parseInput(taskDetailsSchema, input.details ?? "");
  const dueDate =
    input.dueDate === undefined
      ? undefined
      : parseInput(dueDateSchema, input.dueDate);
  await checkAssignee(ctx, project, input.assigneeId);
  const totals = await roomTotals(ctx, project._id);
  if (totals.taskCount >= TEAM_LIMITS.maxTasks) {
    throw appError("LIMIT_REACHED", ERROR_MESSAGES.tooManyTasks);
  }
  const column = input.column ?? "todo";
  const orderKey = await orderKeyFor(
    ctx,
    { projectId: project._id, column },
    {},
  );
  const taskId = await ctx.db.insert("tasks", {
    projectId: project._id,
    title,
    details,
    column,
    orderKey,
    ...(input.assigneeId === undefined ? {} : { assigneeId: input.assigneeId }),
    ...(dueDate === undefined ? {} : { dueDate }),
    createdBy: viewerId,
    createdAt: now,
    updatedAt: now,
  });
  await updateRoom(ctx, project._id, { taskCount: 1 });
  if (input.assigneeId !== undefined) {
    await tellAssignee(ctx, project, input.assigneeId, viewerId, now);
  }
  return taskId;
}

export type TaskPatch = {
  taskId: Id<"tasks">;
  title?: string;
  details?: string;
  /** null clears it. */
  assigneeId?: Id<"users"> | null;
  /** null clears it. */
  dueDate?: string | null;
};

/** Edits a task; a new assignee is told. */
export async function updateTask(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  patch: TaskPatch,
  now: number,
): Promise<void> {
  const { task, project } = await requireTask(ctx, viewerId, patch.taskId);
  const fields: Partial<Doc<"tasks">> = { updatedAt: now };
  if (patch.title !== undefined) {
    fields.title = parseInput(taskTitleSchema, patch.title);
  }
  if (patch.details !== undefined) {
    fields.details = parseInput(taskDetailsSchema, patch.details);
  }
  if (patch.dueDate !== undefined) {
    fields.dueDate =
      patch.dueDate === null
        ? undefined
        : parseInput(dueDateSchema, patch.dueDate);
  }
  if (patch.assigneeId !== undefined) {
    await checkAssignee(ctx, project, patch.assigneeId);
    fields.assigneeId = patch.assigneeId ?? undefined;
  }
  await ctx.db.patch("tasks", task._id, fields);
  const newAssignee = patch.assigneeId;
  if (newAssignee != null && newAssignee !== task.assigneeId) {
    await tellAssignee(ctx, project, newAssignee, viewerId, now);
  }
}

/**
 * Moves a task to `column`, between the neighbours the client saw
 * (model/taskOrder.ts computes the key from the column as it is now).
 */
export async function moveTask(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  args: {
    taskId: Id<"tasks">;
    column: TaskColumn;
    afterTaskId?: Id<"tasks">;
    beforeTaskId?: Id<"tasks">;
  },
  now: number,
): Promise<void> {
  const { task } = await requireTask(ctx, viewerId, args.taskId);
  const orderKey = await orderKeyFor(
    ctx,
    { projectId: task.projectId, column: args.column, taskId: task._id },
    args,
  );
  await ctx.db.patch("tasks", task._id, {
    column: args.column,
    orderKey,
    updatedAt: now,
  });
}

export async function removeTask(
  ctx: MutationCtx,
  viewerId: Id<"users">,
  taskId: Id<"tasks">,
): Promise<void> {
  const { task } = await requireTask(ctx, viewerId, taskId);
  await ctx.db.delete("tasks", task._id);
  await updateRoom(ctx, task.projectId, { taskCount: -1 });
}

/** One column in board order, at most `limit` tasks (bounded by TEAM_LIMITS.maxTasksListed). */
export async function listColumn(
  ctx: QueryCtx,
  viewerId: Id<"users">,
  projectId: Id<"projects">,
  column: TaskColumn,
  limit: number,
): Promise<{ tasks: TaskView[]; hasMore: boolean }> {
  await requireTeamRoom(ctx, viewerId, projectId);
  const take = Math.max(
    1,
    Math.min(Math.floor(limit), TEAM_LIMITS.maxTasksListed),
  );
  const rows = await ctx.db
    .query("tasks")
    .withIndex("by_project_and_column_and_orderKey", (q) =>
      q.eq("projectId", projectId).eq("column", column),
    )
    .take(take + 1);
  const page = rows.slice(0, take).sort(compareTasks);
  const people = await teamPeople(
    ctx,
    page.flatMap((task) => (task.assigneeId ? [task.assigneeId] : [])),
  );
  return {
    hasMore: rows.length > take,
    tasks: page.map((task) => ({
      _id: task._id,
      _creationTime: task._creationTime,
      projectId: task.projectId,
      title: task.title,
      details: task.details,
      column: task.column,
      orderKey: task.orderKey,
      assignee: task.assigneeId ? people.get(task.assigneeId)! : null,
      dueDate: task.dueDate ?? null,
      createdBy: task.createdBy,
      updatedAt: task.updatedAt,
    })),
  };
}

/** A member left the team: their tasks lose their assignee (bounded by TEAM_LIMITS.maxTasks). */
export async function unassignAll(
  ctx: MutationCtx,
  projectId: Id<"projects">,
  userId: Id<"users">,
): Promise<void> {
  const tasks = await ctx.db
    .query("tasks")
    .withIndex("by_project_and_assignee", (q) =>
      q.eq("projectId", projectId).eq("assigneeId", userId),
    )
    .take(TEAM_LIMITS.maxTasks);
  for (const task of tasks) {
    await ctx.db.patch("tasks", task._id, { assigneeId: undefined });
  }
}
