import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import { TASK_COLUMNS } from "@convex/shared/constants";
import {
  COLUMN_LABELS,
  locate,
  positionText,
  type Columns,
  type Placed,
} from "./board";

type Titled = Placed & { title: string };

/** Where a drop target is: "Doing, 2 of 4" for a card, "the end of Doing" for a column. */
function overText<T extends Titled>(
  columns: Columns<T>,
  overId: UniqueIdentifier,
): string {
  const column = TASK_COLUMNS.find((c) => `column:${c}` === overId);
  if (column !== undefined) return `the end of ${COLUMN_LABELS[column]}`;
  return positionText(columns, String(overId));
}

/**
 * What a screen reader hears while a card is dragged: the task by its title
 * and where it is, in the board's words ("To do, 1 of 3"), not dnd-kit's
 * ids. `board()` gives the board as shown at that moment.
 */
export function boardAnnouncements<T extends Titled>(
  board: () => Columns<T>,
): Announcements {
  const title = (id: UniqueIdentifier) => {
    const columns = board();
    const at = locate(columns, String(id));
    return at === null
      ? "The task"
      : (columns[at.column][at.index]?.title ?? "The task");
  };
  return {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.id)}, in ${positionText(board(), String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over === null
        ? `${title(active.id)} is no longer over the board.`
        : `${title(active.id)} is over ${overText(board(), over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over === null
        ? `${title(active.id)} was dropped outside the board and did not move.`
        : `${title(active.id)} was dropped at ${overText(board(), over.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving ${title(active.id)} was cancelled. It stays in ${positionText(board(), String(active.id))}.`,
  };
}

export const boardInstructions = {
  draggable:
    "To move a task, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel. Its Actions menu also moves it one step.",
};
