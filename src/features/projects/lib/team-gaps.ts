export type TeamGap = { skill: string; covered: boolean; coveredBy: string[] };

/** "2 of 5 skills covered" ("1 of 1 skill covered"). */
export function coverageSummary(gaps: readonly TeamGap[]): string {
  const covered = gaps.filter((gap) => gap.covered).length;
  return `${covered} of ${gaps.length} ${gaps.length === 1 ? "skill" : "skills"} covered`;
}

/** The missing skills and the covered ones, each in the server's order. */
export function splitGaps(gaps: readonly TeamGap[]): {
  missing: TeamGap[];
  covered: TeamGap[];
} {
  return {
    missing: gaps.filter((gap) => !gap.covered),
    covered: gaps.filter((gap) => gap.covered),
  };
}
