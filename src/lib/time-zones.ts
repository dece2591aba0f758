import { formatUtcOffset, utcOffsetMinutes } from "@convex/shared/timeZones";

/** The browser's own zone ("Europe/Berlin"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export type TimeZoneOption = { zone: string; label: string };

/** Every IANA zone the browser knows, "UTC" first, each labelled with its UTC offset now. */
export function timeZoneOptions(now = Date.now()): TimeZoneOption[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC");
  return ["UTC", ...zones].map((zone) => ({
    zone,
    label: `${zone.replaceAll("_", " ")} (${formatUtcOffset(utcOffsetMinutes(zone, now))})`,
  }));
}
