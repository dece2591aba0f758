import type { SitePulse } from "@/lib/api-types";

/** The three counts, in the order the hero shows them ("12 open seats"). */
export function pulseItems(pulse: SitePulse) {
  const item = (n: number, one: string, many: string) => ({
    value: n.toLocaleString("en-US"),
    words: n === 1 ? one : many,
  });
  return [
    item(pulse.openSeats, "open seat", "open seats"),
    item(pulse.builders, "builder", "builders"),
    item(
      pulse.projectsThisWeek,
      "new project this week",
      "new projects this week",
    ),
  ];
}
