import type { SkillCoverage, TeamGap } from "@/lib/api-types";

/** A radar chip: a skill's coverage, with who brings it where the viewer may see it. */
export type GapChip = SkillCoverage & Partial<Pick<TeamGap, "coveredBy">>;

/** "2 of 5 skills covered" ("1 of 1 skill covered"). */
export function coverageSummary(gaps: readonly GapChip[]): string {
  const covered = gaps.filter((gap) => gap.covered).length;
  return `${covered} of ${gaps.length} ${gaps.length === 1 ? "skill" : "skills"} covered`;
}

/** The missing skills and the covered ones, each in the server's order. */
export function splitGaps(gaps: readonly GapChip[]): {
  missing: GapChip[];
  covered: GapChip[];
} {
  return {
    missing: gaps.filter((gap) => !gap.covered),
    covered: gaps.filter((gap) => gap.covered),
  };
}
