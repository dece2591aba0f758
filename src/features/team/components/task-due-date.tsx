import { AlertTriangle, CalendarDays } from "lucide-react";
import { cn } from "@/lib/cn";
import { dueDateText, isOverdue } from "../lib/due-date";

/** A task's due day; once it has passed, red and saying "Overdue" (not colour alone). */
export function TaskDueDate({ day, now }: { day: string; now: number }) {
  const overdue = isOverdue(day, now);
  const Icon = overdue ? AlertTriangle : CalendarDays;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-xs",
        overdue ? "font-medium text-destructive" : "text-muted-foreground",
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {overdue ? "Overdue: " : "Due "}
      <time dateTime={day}>{dueDateText(day, now)}</time>
    </span>
  );
}
