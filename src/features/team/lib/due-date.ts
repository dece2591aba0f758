import { format } from "date-fns";

/** Today where the viewer is, as a due date is written ("YYYY-MM-DD"). */
export function today(now: number): string {
  return format(now, "yyyy-MM-dd");
}

/** Whether a task due on `day` is overdue at `now`: its day has passed where the viewer is. */
export function isOverdue(day: string | undefined, now: number): boolean {
  return day !== undefined && day < today(now);
}

/** "Mar 4" (this year) or "Mar 4, 2027": a due day for people. */
export function dueDateText(day: string, now: number): string {
  const [year = "", month = "1", date = "1"] = day.split("-");
  const local = new Date(Number(year), Number(month) - 1, Number(date));
  return format(
    local,
    year === today(now).slice(0, 4) ? "MMM d" : "MMM d, yyyy",
  );
}
