/**
 * Where a task goes in a column: a fractional order key
 * (`fractional-indexing`'s `generateKeyBetween`) computed on the server from
 * the column as it is in this transaction, never from keys the client sends.
 * The client names the neighbours it dropped the task between; a neighbour
 * that has since moved or gone is ignored and the task lands next to the
 * other one, or at the end of the column. Convex runs each move serializably,
 * so two moves at once end with one board, every task once.
 *
 * The board orders by (orderKey, _id): equal keys (from data written outside
 * these rules) still order, and a move between two equal keys first spreads
 * their run apart (bounded, and only then), so a new key always fits.
 */
import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { TaskColumn } from "../shared/constants";

/** A run of equal keys longer than this is spread in pieces (each move fixes the part it needs). */
const MAX_TIE_RUN = 50;

/** (orderKey, _id) order: the board's order. */
export function compareTasks(
  a: Pick<Doc<"tasks">, "orderKey" | "_id">,
  b: Pick<Doc<"tasks">, "orderKey" | "_id">,
): number {
  if (a.orderKey !== b.orderKey) return a.orderKey < b.orderKey ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

type Place = {
  projectId: Id<"projects">;
  column: TaskColumn;
  /** The moving task itself, never its own neighbour. */
  taskId?: Id<"tasks">;
};

function columnQuery(ctx: MutationCtx, place: Place) {
  return ctx.db
    .query("tasks")
    .withIndex("by_project_and_column_and_orderKey", (q) =>
      q.eq("projectId", place.projectId).eq("column", place.column),
    );
}

/** The task right after `task` in (orderKey, _id) order, the mover excluded. */
async function nextAfter(
  ctx: MutationCtx,
  place: Place,
  task: Doc<"tasks">,
): Promise<Doc<"tasks"> | null> {
  const candidates = await ctx.db
    .query("tasks")
    .withIndex("by_project_and_column_and_orderKey", (q) =>
      q
        .eq("projectId", place.projectId)
        .eq("column", place.column)
        .gte("orderKey", task.orderKey),
    )
    .take(MAX_TIE_RUN + 2);
  return (
    candidates
      .filter((row) => row._id !== place.taskId && row._id !== task._id)
      .filter((row) => compareTasks(row, task) > 0)
      .sort(compareTasks)[0] ?? null
  );
}

/** The task right before `task` in (orderKey, _id) order, the mover excluded. */
async function previousBefore(
  ctx: MutationCtx,
  place: Place,
  task: Doc<"tasks">,
): Promise<Doc<"tasks"> | null> {
  const candidates = await ctx.db
    .query("tasks")
    .withIndex("by_project_and_column_and_orderKey", (q) =>
      q
        .eq("projectId", place.projectId)
        .eq("column", place.column)
        .lte("orderKey", task.orderKey),
    )
    .order("desc")
    .take(MAX_TIE_RUN + 2);
  return (
    candidates
      .filter((row) => row._id !== place.taskId && row._id !== task._id)
      .filter((row) => compareTasks(row, task) < 0)
      .sort(compareTasks)
      .at(-1) ?? null
  );
}

/** The last task of the column, the mover excluded. */
async function lastOf(
  ctx: MutationCtx,
  place: Place,
): Promise<Doc<"tasks"> | null> {
  const rows = await columnQuery(ctx, place)
    .order("desc")
    .take(MAX_TIE_RUN + 2);
  return (
    rows
      .filter((row) => row._id !== place.taskId)
      .sort(compareTasks)
      .at(-1) ?? null
  );
}

/**
 * Gives every task of `key`'s run of equal keys in the column its own key
 * between the keys around the run, keeping their (orderKey, _id) order.
 */
async function spreadTies(
  ctx: MutationCtx,
  place: Place,
  key: string,
): Promise<void> {
  const run = (
    await ctx.db
      .query("tasks")
      .withIndex("by_project_and_column_and_orderKey", (q) =>
        q
          .eq("projectId", place.projectId)
          .eq("column", place.column)
          .eq("orderKey", key),
      )
      .take(MAX_TIE_RUN)
  )
    .filter((row) => row._id !== place.taskId)
    .sort(compareTasks);
  if (run.length < 2) return;
  const below = await ctx.db
    .query("tasks")
    .withIndex("by_project_and_column_and_orderKey", (q) =>
      q
        .eq("projectId", place.projectId)
        .eq("column", place.column)
        .lt("orderKey", key),
    )
    .order("desc")
    .first();
  const above = await ctx.db
    .query("tasks")
    .withIndex("by_project_and_column_and_orderKey", (q) =>
      q
        .eq("projectId", place.projectId)
        .eq("column", place.column)
        .gt("orderKey", key),
    )
    .first();
  const keys = generateNKeysBetween(
    below?.orderKey ?? null,
    above?.orderKey ?? null,
    run.length,
  );
  for (const [index, task] of run.entries()) {
    await ctx.db.patch("tasks", task._id, { orderKey: keys[index]! });
  }
}

/** A neighbour the client named, if it is still in this column. */
async function neighbour(
  ctx: MutationCtx,
  place: Place,
  taskId: Id<"tasks"> | undefined,
): Promise<Doc<"tasks"> | null> {
  if (taskId === undefined || taskId === place.taskId) return null;
  const task = await ctx.db.get("tasks", taskId);
  return task !== null &&
    task.projectId === place.projectId &&
    task.column === place.column
    ? task
    : null;
}

/** The two tasks the new key goes between (null: the column's edge). */
async function bounds(
  ctx: MutationCtx,
  place: Place,
  after: Doc<"tasks"> | null,
  before: Doc<"tasks"> | null,
): Promise<[Doc<"tasks"> | null, Doc<"tasks"> | null]> {
  if (after !== null) return [after, await nextAfter(ctx, place, after)];
  if (before !== null)
    return [await previousBefore(ctx, place, before), before];
  return [await lastOf(ctx, place), null];
}

/**
 * The order key for a task placed after `afterTaskId` (or, when that one is
 * not in the column any more, before `beforeTaskId`; with neither, at the
 * column's end), as the column is now.
 */
export async function orderKeyFor(
  ctx: MutationCtx,
  place: Place,
  named: { afterTaskId?: Id<"tasks">; beforeTaskId?: Id<"tasks"> },
): Promise<string> {
  const after = await neighbour(ctx, place, named.afterTaskId);
  const before = await neighbour(ctx, place, named.beforeTaskId);
  let [lower, upper] = await bounds(ctx, place, after, before);
  if (lower !== null && upper !== null && lower.orderKey >= upper.orderKey) {
    await spreadTies(ctx, place, lower.orderKey);
    const anchor = lower;
    [lower, upper] = await bounds(
      ctx,
      place,
      await ctx.db.get("tasks", anchor._id),
      null,
    );
  }
  // A run of equal keys longer than MAX_TIE_RUN may still tie: land after
  // `lower` rather than fail; the next move through it spreads more of it.
  const above =
    upper !== null && lower !== null && upper.orderKey <= lower.orderKey
      ? null
      : upper;
  return generateKeyBetween(lower?.orderKey ?? null, above?.orderKey ?? null);
}
