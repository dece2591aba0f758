import { formatUtcOffset, utcOffsetMinutes } from "@convex/shared/timeZones";

/** The browser's own zone ("Europe/Berlin"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "Europe/Berlin (UTC+1)": a zone, as people read it, with its UTC offset at `now`. */
export function zoneLabel(zone: string, now = Date.now()): string {
  return `${zone.replaceAll("_", " ")} (${formatUtcOffset(utcOffsetMinutes(zone, now))})`;
}

export type TimeZoneOption = { zone: string; label: string };

/** Every IANA zone the browser knows, "UTC" first, each labelled with its UTC offset now. */
export function timeZoneOptions(now = Date.now()): TimeZoneOption[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC");
  return ["UTC", ...zones].map((zone) => ({
    zone,
    label: zoneLabel(zone, now),
  }));
}
