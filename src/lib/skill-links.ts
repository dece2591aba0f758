import { paths } from "@/config/paths";

/** Where a skill badge leads, and its link's name (which contains the skill). */
export type SkillLink = {
  to: (skill: string) => string;
  label: (skill: string) => string;
};

/** A project's wanted skill: the projects that want it too. */
export const projectSkillLink: SkillLink = {
  to: paths.projectsWithSkill,
  label: (skill) => `Projects that want ${skill}`,
};

/** A builder's skill: the builders who have it too. */
export const builderSkillLink: SkillLink = {
  to: paths.buildersWithSkill,
  label: (skill) => `Builders with ${skill}`,
};
