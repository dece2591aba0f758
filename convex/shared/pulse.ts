/**
 * The home page's pulse (`stats.pulse`): what "this week" means, shared by the
 * query and the hero. Kept free of heavy imports: the home page loads it.
 */

/** "This week": the day asked for and the six before it (UTC days). */
export const PULSE_WEEK_DAYS = 7;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a time, as YYYY-MM-DD (sorts as it counts). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether `day` is a real UTC day written as YYYY-MM-DD. */
export function isUtcDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && utcDay(ms) === day;
}
