/** Skill lists as stored: catalogue names, cleaned, without duplicates. */
import { canonicalSkill, skillKey } from "./skills";

/**
 * Skills as stored: each mapped to its catalogue name when it has one ("JS"
 * becomes "JavaScript"), otherwise kept as typed, cleaned and with spaces
 * collapsed; empties and text with no letter or digit dropped; duplicates
 * (same skill key, so "ReactJS" after "React") dropped, the first kept.
 */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = canonicalSkill(raw);
    const key = skillKey(skill);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(skill);
  }
  return result;
}

/** The form's comma-separated skills text, as a normalized list. */
export function splitSkills(text: string): string[] {
  return normalizeSkills(text.split(","));
}
