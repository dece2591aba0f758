import { useDroppable } from "@dnd-kit/core";
import {
  SortableContext,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import type { TaskColumn as Column } from "@convex/shared/constants";
import { cn } from "@/lib/cn";
import { columnDropId } from "../hooks/use-board-drag";
import { COLUMN_LABELS, type KeyboardDirection } from "../lib/board";
import type { TeamTask } from "../lib/types";
import { TaskCard } from "./task-card";

/** One column of the board: its heading with the count, and its cards (a drop target even when empty). */
export function TaskColumn({
  column,
  tasks,
  now,
  readOnly,
  activeId,
  onEdit,
  onDelete,
  onStep,
}: {
  column: Column;
  tasks: readonly TeamTask[];
  now: number;
  readOnly: boolean;
  activeId: string | null;
  onEdit: (task: TeamTask) => void;
  onDelete: (task: TeamTask) => void;
  onStep: (task: TeamTask, direction: KeyboardDirection) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column) });
  const headingId = `board-column-${column}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-xl bg-muted/50 p-2"
    >
      <div className="flex items-center justify-between px-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {COLUMN_LABELS[column]}
        </h3>
        <span className="text-xs text-muted-foreground tabular-nums">
          {tasks.length}
          <span className="sr-only">
            {tasks.length === 1 ? " task" : " tasks"}
          </span>
        </span>
      </div>
      <SortableContext
        items={tasks.map((task) => task._id)}
        strategy={verticalListSortingStrategy}
      >
        <ol
          ref={setNodeRef}
          aria-labelledby={headingId}
          className={cn(
            "flex min-h-24 flex-col gap-2 rounded-lg transition-colors",
            isOver && "bg-primary/5",
          )}
        >
          {tasks.map((task) => (
            <TaskCard
              key={task._id}
              task={task}
              now={now}
              readOnly={readOnly}
              dragging={task._id === activeId}
              onEdit={() => onEdit(task)}
              onDelete={() => onDelete(task)}
              onStep={(direction) => onStep(task, direction)}
            />
          ))}
        </ol>
      </SortableContext>
    </section>
  );
}
