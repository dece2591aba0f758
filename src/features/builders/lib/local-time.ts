/** The time of day in a zone at `atMs`, on a 24-hour clock ("14:05"). */
export function localTimeIn(zone: string, atMs: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(atMs));
}
