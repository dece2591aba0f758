import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { UserAvatar } from "@/components/user-avatar";
import { cn } from "@/lib/cn";
import type { KeyboardDirection } from "../lib/board";
import type { TeamTask } from "../lib/types";
import { TaskCardMenu } from "./task-card-menu";
import { TaskDueDate } from "./task-due-date";

/**
 * A task on the board. The whole card drags with a mouse or a finger (a
 * finger after a short press, so the board still scrolls); the grip is the
 * keyboard's handle (Space picks up, arrows move, Space drops), and the menu
 * moves it one step at a time, edits or deletes it.
 */
export function TaskCard({
  task,
  now,
  readOnly,
  dragging,
  onEdit,
  onDelete,
  onStep,
}: {
  task: TeamTask;
  now: number;
  readOnly: boolean;
  dragging: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onStep: (direction: KeyboardDirection) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
  } = useSortable({ id: task._id, disabled: readOnly });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...listeners}
      data-testid="task-card"
      className={cn(
        "flex touch-manipulation items-start gap-1 rounded-xl border bg-card p-2 shadow-xs transition-shadow hover:shadow-sm",
        dragging && "relative z-10 opacity-80 shadow-md ring-2 ring-primary",
      )}
    >
      {readOnly ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={`Move ${task.title}`}
          className="flex h-11 w-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-muted active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-1.5">
        <h4 className="text-sm font-medium break-words">{task.title}</h4>
        {task.details ? (
          <p className="line-clamp-2 text-xs break-words whitespace-pre-line text-muted-foreground">
            {task.details}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {task.assignee ? (
            <span className="inline-flex items-center gap-1.5 text-xs">
              <UserAvatar
                name={task.assignee.name}
                seed={task.assignee.userId}
                avatarUrl={task.assignee.avatarUrl}
                className="size-5 text-[0.5rem]"
              />
              <span className="sr-only">Assigned to </span>
              {task.assignee.name}
            </span>
          ) : null}
          {task.dueDate ? <TaskDueDate day={task.dueDate} now={now} /> : null}
        </div>
      </div>
      {readOnly ? null : (
        <TaskCardMenu
          title={task.title}
          column={task.column}
          onEdit={onEdit}
          onDelete={onDelete}
          onStep={onStep}
        />
      )}
    </li>
  );
}
