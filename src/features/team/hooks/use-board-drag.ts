import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useState } from "react";
import { TASK_COLUMNS, type TaskColumn } from "@convex/shared/constants";
import {
  locate,
  moveTo,
  type Columns,
  type Placed,
  type Target,
} from "../lib/board";

/** A column's droppable id (its tasks' ids are their own). */
export const columnDropId = (column: TaskColumn) => `column:${column}`;

function droppedOn<T extends Placed>(
  columns: Columns<T>,
  overId: UniqueIdentifier,
): Target | null {
  const column = TASK_COLUMNS.find((c) => columnDropId(c) === overId);
  if (column !== undefined) return { column, index: columns[column].length };
  return locate(columns, String(overId));
}

/**
 * Drag and drop over the board, by mouse, touch and keyboard (dnd-kit's
 * sensors; the keyboard one picks up with Space or Enter, moves with the
 * arrows, drops with Space or Enter and cancels with Escape). While a card is
 * dragged the board shows where it would land (`shown`); on the drop it calls
 * `onDrop(taskId, target)` when the card moved, and the caller's optimistic
 * update keeps it there until the server answers.
 */
export function useBoardDrag<T extends Placed>(
  columns: Columns<T>,
  onDrop: (taskId: string, target: Target) => void,
) {
  const [drag, setDrag] = useState<{ id: string; shown: Columns<T> } | null>(
    null,
  );
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: 200, tolerance: 8 },
    }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );

  const onDragStart = ({ active }: DragStartEvent) =>
    setDrag({ id: String(active.id), shown: columns });

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (drag === null || over === null || over.id === active.id) return;
    const from = locate(drag.shown, drag.id);
    const to = droppedOn(drag.shown, over.id);
    // Within a column the sortable strategy shows the gap; the board changes
    // only when the card crosses into another column.
    if (from === null || to === null || from.column === to.column) return;
    setDrag({ id: drag.id, shown: moveTo(drag.shown, drag.id, to) });
  };

  const onDragEnd = ({ over }: DragEndEvent) => {
    if (drag === null) return;
    setDrag(null);
    // Dropped outside the board: nothing moves.
    if (over === null) return;
    const from = locate(columns, drag.id);
    const shownAt = locate(drag.shown, drag.id);
    if (from === null || shownAt === null) return;
    // Over a card (or the end of a column) in the column it is shown in: that
    // place, as the sortable list shows it; otherwise where it is shown.
    const to = droppedOn(drag.shown, over.id);
    const target = to !== null && to.column === shownAt.column ? to : shownAt;
    if (target.column === from.column && target.index === from.index) return;
    onDrop(drag.id, target);
  };

  return {
    sensors,
    activeId: drag?.id ?? null,
    shown: drag?.shown ?? columns,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel: () => setDrag(null),
  };
}
