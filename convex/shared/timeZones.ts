/**
 * Time zones as IANA names ("Europe/Berlin"), and the working-hours overlap
 * that filters and matching use. Isomorphic: the server's filters and the web
 * app's explanations compute the same figures.
 *
 * A person works 09:00 to 17:00 in their own zone, so two zones overlap by
 * 8 hours less the hours between their UTC offsets (at least 0). A range of
 * zones (a team spread from one zone to another) overlaps a person by their
 * best zone in it: 8 hours less their distance to the range's nearest offset.
 * Offsets are taken at the moment asked for, so daylight saving counts.
 */

/** The working day every overlap assumes, in hours. */
export const WORKDAY_HOURS = 8;

/** Whether the runtime knows this IANA zone name ("UTC" included). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === "" || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset in minutes at `atMs` (east positive: Berlin in winter is 60). */
export function utcOffsetMinutes(zone: string, atMs: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    timeZoneName: "longOffset",
  }).formatToParts(new Date(atMs));
  const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** "UTC+1", "UTC-3:30", "UTC" */
export function formatUtcOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return "UTC";
  const sign = offsetMinutes > 0 ? "+" : "-";
  const abs = Math.abs(offsetMinutes);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `UTC${sign}${hours}${minutes === 0 ? "" : `:${String(minutes).padStart(2, "0")}`}`;
}

/** A zone or a range of zones, as a project states where its team works. */
export type ZoneRange = { from: string; to: string };

/** Hours (whole, 0 to 8) of working-day overlap between a zone and a range of zones. */
export function overlapHours(
  zone: string,
  range: ZoneRange,
  atMs: number,
): number {
  const own = utcOffsetMinutes(zone, atMs);
  const a = utcOffsetMinutes(range.from, atMs);
  const b = utcOffsetMinutes(range.to, atMs);
  const [low, high] = a <= b ? [a, b] : [b, a];
  // Distance on the 24-hour circle from the person's offset to the range.
  const day = 24 * 60;
  let distance = Infinity;
  for (const shift of [-day, 0, day]) {
    const offset = own + shift;
    const d = offset < low ? low - offset : offset > high ? offset - high : 0;
    distance = Math.min(distance, d);
  }
  return Math.max(0, Math.floor(WORKDAY_HOURS - distance / 60));
}

/** How a range reads: one zone, or "from – to" (zone names as written). */
export function formatZoneRange(range: ZoneRange): string {
  return range.from === range.to ? range.from : `${range.from} – ${range.to}`;
}
