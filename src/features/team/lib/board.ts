import { TASK_COLUMNS, type TaskColumn } from "@convex/shared/constants";

/** What the board needs of a task: its id and where it sits. */
export interface Placed {
  _id: string;
  column: TaskColumn;
}

/** The board: each column's tasks, top to bottom. */
export type Columns<T extends Placed> = Record<TaskColumn, T[]>;

export const COLUMN_LABELS: Record<TaskColumn, string> = {
  todo: "To do",
  doing: "Doing",
  done: "Done",
};

/** Where a task lands: a column and its index there (counted without the task itself). */
export interface Target {
  column: TaskColumn;
  index: number;
}

/** Where a task lands as the server takes it: between two neighbours (either may be absent). */
export interface Placement {
  column: TaskColumn;
  afterTaskId?: string;
  beforeTaskId?: string;
}

/** The column a task is in, and its index there; null when it is on no column. */
export function locate<T extends Placed>(
  columns: Columns<T>,
  taskId: string,
): Target | null {
  for (const column of TASK_COLUMNS) {
    const index = columns[column].findIndex((task) => task._id === taskId);
    if (index !== -1) return { column, index };
  }
  return null;
}

/** The board with the task moved to `target` (a new object; the task keeps its fields, with its new column). */
export function moveTo<T extends Placed>(
  columns: Columns<T>,
  taskId: string,
  target: Target,
): Columns<T> {
  const from = locate(columns, taskId);
  if (from === null) return columns;
  const task = columns[from.column][from.index] as T;
  const next = {
    ...columns,
    [from.column]: columns[from.column].filter((t) => t._id !== taskId),
  };
  const list = [...next[target.column]];
  const index = Math.max(0, Math.min(target.index, list.length));
  list.splice(index, 0, { ...task, column: target.column });
  next[target.column] = list;
  return next;
}

/**
 * The neighbours a task lands between, for `tasks.move`: the tasks above and
 * below it in its column once moved. The server computes the order key from
 * them (from the current ones if they moved meanwhile).
 */
export function placementOf<T extends Placed>(
  columns: Columns<T>,
  taskId: string,
): Placement | null {
  const at = locate(columns, taskId);
  if (at === null) return null;
  const list = columns[at.column];
  const after = list[at.index - 1];
  const before = list[at.index + 1];
  return {
    column: at.column,
    ...(after ? { afterTaskId: after._id } : {}),
    ...(before ? { beforeTaskId: before._id } : {}),
  };
}

export type KeyboardDirection = "up" | "down" | "left" | "right";

/**
 * Where a task goes from the keyboard (its card's move buttons): up or down
 * within its column, or to the column on the left or right at the same
 * height (or its end). Null when it is already at that edge.
 */
export function keyboardTarget<T extends Placed>(
  columns: Columns<T>,
  taskId: string,
  direction: KeyboardDirection,
): Target | null {
  const at = locate(columns, taskId);
  if (at === null) return null;
  if (direction === "up") {
    return at.index === 0 ? null : { column: at.column, index: at.index - 1 };
  }
  if (direction === "down") {
    return at.index >= columns[at.column].length - 1
      ? null
      : { column: at.column, index: at.index + 1 };
  }
  const position = TASK_COLUMNS.indexOf(at.column);
  const column = TASK_COLUMNS[position + (direction === "left" ? -1 : 1)];
  if (column === undefined) return null;
  return { column, index: Math.min(at.index, columns[column].length) };
}

/** "Doing, 2 of 4": where a task is, for announcements. */
export function positionText<T extends Placed>(
  columns: Columns<T>,
  taskId: string,
): string {
  const at = locate(columns, taskId);
  if (at === null) return "";
  return `${COLUMN_LABELS[at.column]}, ${at.index + 1} of ${columns[at.column].length}`;
}
