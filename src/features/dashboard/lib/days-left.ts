const DAY_MS = 24 * 60 * 60 * 1000;

/** "12 days left", "1 day left", or "Closes today" for a window ending at `endsAt`. */
export function daysLeftLabel(endsAt: number, now: number): string {
  const days = Math.floor((endsAt - now) / DAY_MS);
  if (days < 1) return "Closes today";
  return days === 1 ? "1 day left" : `${days} days left`;
}
