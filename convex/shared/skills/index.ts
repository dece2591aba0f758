/**
 * Skills as matching sees them: one canonical spelling per catalogue skill,
 * a lookup that forgives case, spaces and punctuation ("reactjs", "React.js",
 * "React JS"), and the relations between skills, read both ways.
 * Isomorphic: the forms' completion and the server's normalization share it.
 *
 * Every lookup table is built once, when the module loads (a few hundred
 * entries, well under a millisecond), so each call is a map read: matching
 * calls these for every candidate pair.
 */
import { cleanSingleLineText } from "../cleanText";
import { SKILL_CATALOGUE, type CatalogueSkill } from "./catalogue";
import type { SkillCategory } from "./categories";

export type { CatalogueSkill } from "./catalogue";
export { SKILL_CATALOGUE } from "./catalogue";
export * from "./categories";

/**
 * The key a skill is compared and indexed by: lower case, letters and digits
 * only (plus "+" and "#", so C++ and C# stay themselves).
 */
export function skillKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, "");
}

/** Every spelling's key (names and aliases) to its entry. */
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

/** Typed text as stored: control characters removed, spaces collapsed, trimmed. */
function cleanSkillText(raw: string): string {
  return cleanSingleLineText(raw).trim().replace(/\s+/g, " ");
}

/**
 * Canonical spellings already worked out. Matching asks for the same few hundred
 * skills for every candidate pair, and cleaning text runs three regular
 * expressions; a pure function of its argument, so remembering it is safe. Bounded:
 * cleared when full.
 */
const canonicalCache = new Map<string, string>();
const CANONICAL_CACHE_SIZE = 5000;

/** What is stored for a typed skill: the catalogue name when known, else the cleaned text. */
export function canonicalSkill(raw: string): string {
  const known = canonicalCache.get(raw);
  if (known !== undefined) return known;
  const cleaned = cleanSkillText(raw);
  const canonical = findSkill(cleaned)?.name ?? cleaned;
  if (canonicalCache.size >= CANONICAL_CACHE_SIZE) canonicalCache.clear();
  canonicalCache.set(raw, canonical);
  return canonical;
}

const canonicalKeyCache = new Map<string, string>();

/** The key of a skill's canonical name: "JS" and "javascript" share one. */
export function canonicalSkillKey(raw: string): string {
  const known = canonicalKeyCache.get(raw);
  if (known !== undefined) return known;
  const key = skillKey(canonicalSkill(raw));
  if (canonicalKeyCache.size >= CANONICAL_CACHE_SIZE) canonicalKeyCache.clear();
  canonicalKeyCache.set(raw, key);
  return key;
}

/** A skill's name with the catalogue's other spellings of it ("Kubernetes", "k8s"). */
export function skillSpellings(name: string): string[] {
  return [name, ...(findSkill(name)?.aliases ?? [])];
}

/** The longest a skill's other spellings run together (bounds the search rows of a skill). */
export const MAX_ALIAS_TEXT_LENGTH = Math.max(
  ...SKILL_CATALOGUE.map((skill) =>
    (skill.aliases ?? []).reduce((sum, alias) => sum + alias.length, 0),
  ),
);

export function skillCategory(name: string): SkillCategory | null {
  return findSkill(name)?.category ?? null;
}

/** Breadth-first closure of `next` from `start` (excluded), in discovery order. */
function closure(
  start: string,
  next: (skill: string) => readonly string[],
): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  const result: string[] = [];
  for (let i = 0; i < queue.length; i++) {
    for (const other of next(queue[i]!)) {
      if (seen.has(other)) continue;
      seen.add(other);
      result.push(other);
      queue.push(other);
    }
  }
  return result;
}

const directImpliedBy = new Map<string, string[]>();
const nearOf = new Map<string, string[]>();
function addTo(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}
for (const skill of SKILL_CATALOGUE) {
  for (const implied of skill.implies ?? []) {
    addTo(directImpliedBy, implied, skill.name);
  }
  for (const near of skill.near ?? []) {
    addTo(nearOf, skill.name, near);
    addTo(nearOf, near, skill.name);
  }
}
const byName = new Map(SKILL_CATALOGUE.map((skill) => [skill.name, skill]));
const impliesClosure = new Map<string, readonly string[]>();
const implyingClosure = new Map<string, readonly string[]>();
for (const skill of SKILL_CATALOGUE) {
  impliesClosure.set(
    skill.name,
    closure(skill.name, (name) => byName.get(name)?.implies ?? []),
  );
  implyingClosure.set(
    skill.name,
    closure(skill.name, (name) => directImpliedBy.get(name) ?? []),
  );
}

/** Skills that having `name` entails, transitively (PyTorch: Python, Deep Learning, Machine Learning). */
export function impliedSkills(name: string): string[] {
  return [...(impliesClosure.get(canonicalSkill(name)) ?? [])];
}

/** Skills whose holders count as having `name` (Python: PyTorch, TensorFlow, ...). */
export function skillsImplying(name: string): string[] {
  return [...(implyingClosure.get(canonicalSkill(name)) ?? [])];
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
 * How well a set of skills covers a wanted skill: held exactly (aliases are
 * the skill itself, so "JS" covers "JavaScript"), implied by a held skill, or
 * near one; null when none. The strongest evidence wins; `via` is the held
 * skill as given.
 */
export function skillEvidence(
  held: readonly string[],
  wanted: string,
): SkillEvidence | null {
  const want = canonicalSkill(wanted);
  const wantKey = skillKey(want);
  if (held.some((skill) => canonicalSkillKey(skill) === wantKey)) {
    return { kind: "exact" };
  }
  // Only catalogue skills have relations, keyed by their canonical names.
  const implying = implyingClosure.get(want) ?? [];
  const impliedVia = held.find((skill) =>
    implying.includes(canonicalSkill(skill)),
  );
  if (impliedVia !== undefined) return { kind: "implied", via: impliedVia };
  const near = nearOf.get(want) ?? [];
  const nearVia = held.find((skill) => near.includes(canonicalSkill(skill)));
  if (nearVia !== undefined) return { kind: "near", via: nearVia };
  return null;
}

type SuggestionEntry = {
  name: string;
  /** How many skills imply this one: the fundamentals rank first. */
  implyingCount: number;
  nameKey: string;
  aliasKeys: readonly string[];
  /** Keys of the name's words ("Deep Learning": deep, learning). */
  wordKeys: readonly string[];
};
const suggestionEntries: readonly SuggestionEntry[] = SKILL_CATALOGUE.map(
  (skill) => ({
    name: skill.name,
    implyingCount: implyingClosure.get(skill.name)?.length ?? 0,
    nameKey: skillKey(skill.name),
    aliasKeys: (skill.aliases ?? []).map(skillKey),
    wordKeys: skill.name.split(/[\s/-]+/).map(skillKey),
  }),
);

/** How well a catalogue entry answers what was typed (lower is better), or null. */
function suggestionRank(entry: SuggestionEntry, query: string): number | null {
  if (entry.nameKey === query || entry.aliasKeys.includes(query)) return 0;
  if (entry.nameKey.startsWith(query)) return 1;
  if (entry.aliasKeys.some((key) => key.startsWith(query))) return 2;
  if (entry.wordKeys.some((key) => key.startsWith(query))) return 3;
  if (
    entry.nameKey.includes(query) ||
    entry.aliasKeys.some((key) => key.includes(query))
  ) {
    return 4;
  }
  return null;
}

/**
 * Catalogue names for a completion box, best first: the skill the text
 * spells exactly ("JS": JavaScript), then names that start with it, then
 * aliases that do, then names with a word that does ("learn": Deep
 * Learning), then any name or alias that contains it. Within a group, the
 * skills more others imply come first (the fundamentals: "pyt" offers Python
 * before pytest), then shorter names. Canonical names, no repeats, none of
 * `exclude` (the skills already entered, in any spelling).
 */
export function suggestSkills(
  typed: string,
  limit = 8,
  exclude: readonly string[] = [],
): string[] {
  const query = skillKey(typed);
  if (query === "") return [];
  const excluded = new Set(exclude.map(canonicalSkillKey));
  const ranked: { entry: SuggestionEntry; rank: number }[] = [];
  for (const entry of suggestionEntries) {
    if (excluded.has(entry.nameKey)) continue;
    const rank = suggestionRank(entry, query);
    if (rank !== null) ranked.push({ entry, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.entry.implyingCount - a.entry.implyingCount ||
      a.entry.name.length - b.entry.name.length ||
      a.entry.name.localeCompare(b.entry.name, "en"),
  );
  return ranked.slice(0, limit).map(({ entry }) => entry.name);
}
