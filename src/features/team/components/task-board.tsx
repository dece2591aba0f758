import { closestCorners, DndContext } from "@dnd-kit/core";
import { useMemo } from "react";
import { TASK_COLUMNS } from "@convex/shared/constants";
import { useNow } from "@/hooks/use-now";
import { useBoardDrag } from "../hooks/use-board-drag";
import {
  keyboardTarget,
  type Columns,
  type KeyboardDirection,
  type Target,
} from "../lib/board";
import {
  boardAnnouncements,
  boardInstructions,
} from "../lib/board-announcements";
import type { TeamTask } from "../lib/types";
import { TaskColumn } from "./task-column";

/**
 * The three columns, with drag and drop between and within them (mouse,
 * touch, keyboard) and each card's one-step moves. `onMove` gets the task
 * and where it lands; read-only boards (a completed project) move nothing.
 */
export function TaskBoard({
  columns,
  readOnly,
  onMove,
  onEdit,
  onDelete,
}: {
  columns: Columns<TeamTask>;
  readOnly: boolean;
  onMove: (taskId: string, target: Target) => void;
  onEdit: (task: TeamTask) => void;
  onDelete: (task: TeamTask) => void;
}) {
  const now = useNow();
  const drag = useBoardDrag(columns, onMove);
  // The announcements read the board as it is shown while they speak.
  const shown = drag.shown;
  const announcements = useMemo(() => boardAnnouncements(() => shown), [shown]);

  const step = (task: TeamTask, direction: KeyboardDirection) => {
    const target = keyboardTarget(columns, task._id, direction);
    if (target !== null) onMove(task._id, target);
  };

  return (
    <DndContext
      sensors={drag.sensors}
      collisionDetection={closestCorners}
      accessibility={{
        announcements,
        screenReaderInstructions: boardInstructions,
      }}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
    >
      <div className="grid gap-3 md:grid-cols-3">
        {TASK_COLUMNS.map((column) => (
          <TaskColumn
            key={column}
            column={column}
            tasks={drag.shown[column]}
            now={now}
            readOnly={readOnly}
            activeId={drag.activeId}
            onEdit={onEdit}
            onDelete={onDelete}
            onStep={step}
          />
        ))}
      </div>
    </DndContext>
  );
}
