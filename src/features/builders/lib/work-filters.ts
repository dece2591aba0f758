import { AVAILABILITIES, type Availability } from "@convex/shared/profileWork";
import { HOURS_PER_WEEK } from "@convex/shared/projectTerms";
import { isTimeZone } from "@convex/shared/timeZones";

/**
 * The /builders filters on what builders tell about their work, as
 * `builders.list` takes them: availability, a time zone their working hours
 * overlap by at least MIN_FILTER_OVERLAP_HOURS, and the fewest hours a week
 * they offer. null: any.
 */
export type WorkFilters = {
  availability: Availability | null;
  overlapWith: string | null;
  minHours: number | null;
};

export const NO_WORK_FILTERS: WorkFilters = {
  availability: null,
  overlapWith: null,
  minHours: null,
};

/** The minimum-hours choices, in hours a week. */
export const MIN_HOURS_OPTIONS = [5, 10, 20, 30, 40] as const;

/** `?availability=`: a known availability, else any. */
export function parseAvailability(raw: string | null): Availability | null {
  return AVAILABILITIES.find((value) => value === raw) ?? null;
}

/** `?overlap=`: an IANA zone the runtime knows, else any. */
export function parseOverlapZone(raw: string | null): string | null {
  const zone = raw?.trim() ?? "";
  return zone !== "" && isTimeZone(zone) ? zone : null;
}

/** `?hours=`: a whole number of hours a week in range, else any. */
export function parseMinHours(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const hours = Number(raw);
  return hours >= HOURS_PER_WEEK.min && hours <= HOURS_PER_WEEK.max
    ? hours
    : null;
}

/** Whether any of them narrows the list. */
export function hasWorkFilters(filters: WorkFilters): boolean {
  return (
    filters.availability !== null ||
    filters.overlapWith !== null ||
    filters.minHours !== null
  );
}
