/**
 * Skills as matching sees them: one canonical spelling per catalogue skill,
 * a lookup that forgives case, spaces and punctuation ("reactjs", "React.js",
 * "React JS"), and the relations between skills, read both ways.
 * Isomorphic: the forms' completion and the server's normalization share it.
 */
import { cleanSingleLineText } from "../text";
import { SKILL_CATALOGUE, type CatalogueSkill } from "./catalogue";
import type { SkillCategory } from "./categories";

export type { CatalogueSkill } from "./catalogue";
export * from "./categories";

/**
 * The key a skill is compared and indexed by: lower case, letters and digits
 * only (plus "+" and "#", so C++ and C# stay themselves).
 */
export function skillKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, "");
}

const byKey = new Map<string, CatalogueSkill>();
for (const skill of SKILL_CATALOGUE) {
  for (const spelling of [skill.name, ...(skill.aliases ?? [])]) {
    byKey.set(skillKey(spelling), skill);
  }
}

/** The catalogue entry a spelling names (name or alias), or null. */
export function findSkill(spelling: string): CatalogueSkill | null {
  return byKey.get(skillKey(spelling)) ?? null;
}

/** What is stored for a typed skill: the catalogue name when known, else the cleaned text. */
export function canonicalSkill(raw: string): string {
  const cleaned = cleanSingleLineText(raw).trim().replace(/\s+/g, " ");
  return findSkill(cleaned)?.name ?? cleaned;
}

/** The key of a spelling's canonical skill: "k8s" and "Kubernetes" give the same. */
export function canonicalKey(spelling: string): string {
  return skillKey(canonicalSkill(spelling));
}

export function skillCategory(name: string): SkillCategory | null {
  return findSkill(name)?.category ?? null;
}

function closure(
  start: string,
  next: (skill: string) => readonly string[],
): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  const result: string[] = [];
  while (queue.length > 0) {
    for (const other of next(queue.shift()!)) {
      if (seen.has(other)) continue;
      seen.add(other);
      result.push(other);
      queue.push(other);
    }
  }
  return result;
}

const directImplies = (name: string) => findSkill(name)?.implies ?? [];

const impliedBy = new Map<string, string[]>();
const nearOf = new Map<string, Set<string>>();
for (const skill of SKILL_CATALOGUE) {
  for (const implied of skill.implies ?? []) {
    impliedBy.set(implied, [...(impliedBy.get(implied) ?? []), skill.name]);
  }
  for (const near of skill.near ?? []) {
    nearOf.set(skill.name, (nearOf.get(skill.name) ?? new Set()).add(near));
    nearOf.set(near, (nearOf.get(near) ?? new Set()).add(skill.name));
  }
}

/** Skills that having `name` entails, transitively (PyTorch: Python, Deep Learning, Machine Learning). */
export function impliedSkills(name: string): string[] {
  return closure(canonicalSkill(name), directImplies);
}

/** Skills whose holders count as having `name` (Python: PyTorch, TensorFlow, ...). */
export function skillsImplying(name: string): string[] {
  return closure(canonicalSkill(name), (skill) => impliedBy.get(skill) ?? []);
}

/** Neighbouring skills, one step, both directions (Figma: UI Design). */
export function nearSkills(name: string): string[] {
  return [...(nearOf.get(canonicalSkill(name)) ?? [])];
}

export type SkillEvidence =
  | { kind: "exact" }
  | { kind: "implied"; via: string }
  | { kind: "near"; via: string };

/**
 * How well a set of skills (canonical names) covers a wanted skill: held
 * exactly (aliases are the skill itself), implied by a held skill, or near
 * one; null when none. The strongest evidence wins.
 */
export function skillEvidence(
  held: readonly string[],
  wanted: string,
): SkillEvidence | null {
  const want = canonicalKey(wanted);
  if (held.some((skill) => canonicalKey(skill) === want)) {
    return { kind: "exact" };
  }
  for (const skill of held) {
    if (impliedSkills(skill).some((implied) => skillKey(implied) === want)) {
      return { kind: "implied", via: skill };
    }
  }
  for (const skill of held) {
    if (nearSkills(skill).some((near) => skillKey(near) === want)) {
      return { kind: "near", via: skill };
    }
  }
  return null;
}

/**
 * Catalogue names for a completion box: names, then aliases, that start with
 * what was typed, then ones that contain it; canonical names, no repeats.
 */
export function suggestSkills(typed: string, limit = 8): string[] {
  const query = skillKey(typed);
  if (query === "") return [];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const skill of SKILL_CATALOGUE) {
    const keys = [skill.name, ...(skill.aliases ?? [])].map(skillKey);
    if (keys.some((key) => key.startsWith(query))) starts.push(skill.name);
    else if (keys.some((key) => key.includes(query))) contains.push(skill.name);
  }
  return [...starts, ...contains].slice(0, limit);
}
