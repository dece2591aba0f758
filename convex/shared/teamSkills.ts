/**
 * The skills a project's team brings: the owner and every accepted member,
 * each skill with everything it implies (PyTorch brings Python), counted by
 * how many of them bring it. The counts let one person be taken out again: a
 * member's own match, or the owner's look at a member, counts the team
 * without that person, so nobody is their own gap and nobody's skills are
 * "already on the team" because they are on it. Isomorphic: the server
 * stores the counts on the project (model/team.ts) and the web app scores
 * cards from them with the server's code.
 */
import { v, type Infer } from "convex/values";
import { impliedSkills, skillKey } from "./skills";

/** One skill of the team, and how many of its people bring it. */
export const vTeamSkillCount = v.object({
  skill: v.string(),
  members: v.number(),
});
export type TeamSkillCount = Infer<typeof vTeamSkillCount>;

/** One person's skills with what they imply, one spelling per key. */
export function skillsBrought(skills: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const skill of skills) {
    for (const name of [skill, ...impliedSkills(skill)]) {
      const key = skillKey(name);
      if (key !== "" && !byKey.has(key)) byKey.set(key, name);
    }
  }
  return [...byKey.values()];
}

/** The team's skills from each person's own, counted per person, in first-seen order. */
export function countTeamSkills(
  people: readonly (readonly string[])[],
): TeamSkillCount[] {
  const byKey = new Map<string, TeamSkillCount>();
  for (const skills of people) {
    for (const skill of skillsBrought(skills)) {
      const key = skillKey(skill);
      const count = byKey.get(key);
      if (count === undefined) byKey.set(key, { skill, members: 1 });
      else count.members += 1;
    }
  }
  return [...byKey.values()];
}

/**
 * The skills someone on the team brings, leaving out one person of it
 * (`without`: that person's own skills, or null to leave out nobody).
 */
export function teamSkillsWithout(
  counts: readonly TeamSkillCount[],
  without: readonly string[] | null,
): string[] {
  const theirs = new Set(
    (without === null ? [] : skillsBrought(without)).map(skillKey),
  );
  return counts
    .filter(
      ({ skill, members }) =>
        members - (theirs.has(skillKey(skill)) ? 1 : 0) > 0,
    )
    .map(({ skill }) => skill);
}

export function sameTeamSkills(
  a: readonly TeamSkillCount[],
  b: readonly TeamSkillCount[],
): boolean {
  return (
    a.length === b.length &&
    a.every(
      (count, i) =>
        count.skill === b[i]!.skill && count.members === b[i]!.members,
    )
  );
}
