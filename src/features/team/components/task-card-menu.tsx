import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  MoreHorizontal,
  Pencil,
  Trash2,
} from "lucide-react";
import { TASK_COLUMNS, type TaskColumn } from "@convex/shared/constants";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { COLUMN_LABELS, type KeyboardDirection } from "../lib/board";

/** A card's actions: move one step (up, down, to the next column), edit, delete. */
export function TaskCardMenu({
  title,
  column,
  onEdit,
  onDelete,
  onStep,
}: {
  title: string;
  column: TaskColumn;
  onEdit: () => void;
  onDelete: () => void;
  onStep: (direction: KeyboardDirection) => void;
}) {
  const position = TASK_COLUMNS.indexOf(column);
  const left = TASK_COLUMNS[position - 1];
  const right = TASK_COLUMNS[position + 1];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={`Actions for ${title}`}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onStep("up")}>
          <ArrowUp aria-hidden />
          Move up
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onStep("down")}>
          <ArrowDown aria-hidden />
          Move down
        </DropdownMenuItem>
        {left ? (
          <DropdownMenuItem onSelect={() => onStep("left")}>
            <ArrowLeft aria-hidden />
            Move to {COLUMN_LABELS[left]}
          </DropdownMenuItem>
        ) : null}
        {right ? (
          <DropdownMenuItem onSelect={() => onStep("right")}>
            <ArrowRight aria-hidden />
            Move to {COLUMN_LABELS[right]}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
