import { formatDistanceToNow } from "date-fns";

const exact = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});

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
      title={exact.format(date)}
      className={className}
    >
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  );
}
