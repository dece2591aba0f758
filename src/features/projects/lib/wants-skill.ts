import { canonicalSkillKey } from "@convex/shared/skills";

/**
 * Whether a project wants a skill, by the same rule as `projects.list`'s
 * skill filter (any spelling, compared by canonical key); "" wants anything.
 * Used on the recommendations, which take no skill argument.
 */
export function wantsSkill(
  project: { skills: readonly string[] },
  skill: string,
): boolean {
  const key = canonicalSkillKey(skill);
  if (key === "") return true;
  return project.skills.some((wanted) => canonicalSkillKey(wanted) === key);
}
