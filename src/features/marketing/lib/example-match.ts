import type { ExpertiseId, ProjectCategory } from "@convex/shared/constants";
import { scoreMatch, type Match } from "@convex/shared/matchScore";

/**
 * The home page's example match for visitors: a made-up project (no listing
 * has its title) and an example builder, scored by the same `scoreMatch` as
 * every real match, so its score, breakdown and reasons agree with each other
 * and with how Buildmates scores.
 */
export const EXAMPLE_PROJECT = {
  title: "Study Buddy Flashcards",
  category: "Development" as ProjectCategory,
  skills: ["React", "Python", "LLMs"],
  status: "open" as const,
  seatsLeft: 2,
  teamSkills: [] as string[],
  commitment: { kind: "hours" as const, hoursPerWeek: 10 },
  timeZones: { from: "Europe/London", to: "Europe/Berlin" },
};

export const EXAMPLE_BUILDER = {
  skills: ["React", "PyTorch", "Prompt Engineering"],
  expertise: ["dev"] as ExpertiseId[],
  hoursPerWeek: 15,
  timeZone: "Europe/Lisbon",
};

/** When the example compares time zones (Lisbon keeps London's offset all year). */
export const EXAMPLE_NOW = Date.UTC(2025, 0, 15);

export const exampleMatch: Match = scoreMatch(
  EXAMPLE_PROJECT,
  EXAMPLE_BUILDER,
  "builder",
  EXAMPLE_NOW,
);
