import { format, formatDistanceToNow } from "date-fns";

/** "3 days ago", with the exact date as a machine- and hover-readable time. */
export function RelativeTime({
  time,
  className,
}: {
  time: number;
  className?: string;
}) {
  const date = new Date(time);
  return (
    <time
      dateTime={date.toISOString()}
      title={format(date, "PPpp")}
      className={className}
    >
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  );
}
