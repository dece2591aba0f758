import {
  SKILL_CATEGORIES,
  skillCategory,
  type SkillCategory,
} from "@convex/shared/skills";

const LABELS: Record<SkillCategory, string> = {
  AI: "AI",
  Development: "Development",
  Data: "Data",
  Design: "Design",
  Marketing: "Marketing",
  NoCode: "No-code",
  Product: "Product",
  Domain: "Domain knowledge",
};

/** A builder's skills by the catalogue's categories, in its order; unknown skills last, as "Other". */
export function groupSkills(
  skills: readonly string[],
): { label: string; skills: string[] }[] {
  const groups = new Map<SkillCategory | null, string[]>();
  for (const skill of skills) {
    const category = skillCategory(skill);
    groups.set(category, [...(groups.get(category) ?? []), skill]);
  }
  return [...SKILL_CATEGORIES, null].flatMap((category) => {
    const inGroup = groups.get(category);
    return inGroup
      ? [
          {
            label: category === null ? "Other" : LABELS[category],
            skills: inGroup,
          },
        ]
      : [];
  });
}
