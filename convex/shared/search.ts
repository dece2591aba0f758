/**
 * Search: a project matches when the search text occurs, case-insensitively,
 * anywhere in its title, its description or a skill it asks for (a skill by
 * any of its spellings: "k8s" finds Kubernetes); a builder when it occurs in
 * their name, username, role or any skill (spellings likewise). Lists stay
 * newest first.
 *
 * Convex's full-text search matches whole words (and the last one by prefix) in
 * relevance order, so "mail" cannot find "emails" there. Instead every searchable
 * document keeps one row per distinct trigram of its fields, and per distinct pair
 * of Latin letters or digits (for two-character searches such as "ux" or "ml")
 * (model/searchIndex.ts); a search reads the rows of one gram of its text, newest
 * first, and checks each candidate with `containsSearch`. Shared by the server, the saved-search fanout
 * and the client's highlighting, so all three agree on what matches.
 */
import { skillSpellings } from "./skills";

/** What a project search looks in: title, description, each skill by every spelling. */
export function projectSearchFields(project: {
  title: string;
  description: string;
  skills: readonly string[];
}): string[] {
  return [
    project.title,
    project.description,
    ...project.skills.flatMap(skillSpellings),
  ];
}

/** What a builder search looks in: name, username, role, each skill by every spelling. */
export function profileSearchFields(profile: {
  name: string;
  username: string;
  role: string;
  skills: readonly string[];
}): string[] {
  return [
    profile.name,
    profile.username,
    profile.role,
    ...profile.skills.flatMap(skillSpellings),
  ];
}

/** Search text longer than this is refused (the search boxes stop there). */
export const SEARCH_MAX_LENGTH = 100;

/** Length of the indexed substrings; pairs are indexed only when alphanumeric. */

export const GRAM_LENGTH = 3;

/**
 * A pair of Latin letters or digits. Other pairs are not indexed: this alphabet
 * bounds a document's pairs to 36 x 36 = 1,296 rows (with at most one trigram
 * per character, the longest project holds at most about 9,000 rows, so an
 * edit's row changes fit in one transaction), and searches like "c#" or "é3"
 * are rare; they walk the list.
 */
const ALPHANUMERIC_PAIR = /^[a-z0-9]{2}$/u;

/** Lower case, every run of white space as one space: what matching compares. */
export function foldForSearch(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, " ");
}

/** A search box's text as the server matches it ("" = no search). */
export function searchQuery(text: string | undefined): string {
  return foldForSearch(text ?? "").trim();
}

/** Whether any of `fields` contains the (already folded) `query`. */
export function containsSearch(
  fields: readonly string[],
  query: string,
): boolean {
  return (
    query === "" || fields.some((field) => foldForSearch(field).includes(query))
  );
}

function trigrams(chars: readonly string[]): string[] {
  const grams: string[] = [];
  for (let i = 0; i + GRAM_LENGTH <= chars.length; i += 1) {
    grams.push(chars.slice(i, i + GRAM_LENGTH).join(""));
  }
  return grams;
}

/**
 * The distinct trigrams and alphanumeric pairs of each field, by code point (a
 * gram never splits a character). Fields are not joined, so no gram spans two.
 */
export function searchGrams(fields: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const field of fields) {
    const chars = Array.from(foldForSearch(field));
    for (const gram of trigrams(chars)) grams.add(gram);
    for (let i = 0; i + 2 <= chars.length; i += 1) {
      const pair = chars[i]! + chars[i + 1]!;
      if (ALPHANUMERIC_PAIR.test(pair)) grams.add(pair);
    }
  }
  return [...grams];
}

/**
 * Letters from most to least frequent in English text (space first): a gram made
 * of rare characters has fewer rows to walk. Characters not listed (digits,
 * punctuation, other scripts) count as rarest.
 */
const FREQUENCY_ORDER = " etaoinsrhldcumfpgwybvkxjqz";

function commonness(gram: string): number {
  let score = 0;
  for (const char of gram) {
    const rank = FREQUENCY_ORDER.indexOf(char);
    if (rank !== -1) score += FREQUENCY_ORDER.length - rank;
  }
  return score;
}

/**
 * The gram of a folded query whose rows to walk: every match contains all of
 * the query's trigrams, so any one finds them all; the rarest-looking one finds
 * them in the fewest rows. A two-character query is its own gram when it is a
 * letter-or-digit pair. Null when no gram is indexed for it (one character, or a
 * pair with a symbol): the caller walks the list instead.
 */
export function queryGram(query: string): string | null {
  const chars = Array.from(query);
  if (chars.length === 2) return ALPHANUMERIC_PAIR.test(query) ? query : null;
  const [first, ...rest] = trigrams(chars);
  if (first === undefined) return null;
  return rest.reduce(
    (best, gram) => (commonness(gram) < commonness(best) ? gram : best),
    first,
  );
}

/** One piece of a highlighted text: `match` marks where the query occurs. */
export interface SearchPart {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/**
 * `text` cut around every occurrence of `search` as matching finds it (case
 * insensitive, any white space for a space), for highlighting.
 */
export function highlightParts(text: string, search: string): SearchPart[] {
  const query = searchQuery(search);
  if (query === "") return [{ text, match: false }];
  const pattern = new RegExp(
    query.split(" ").map(escapeRegExp).join("\\s+"),
    "giu",
  );
  const parts: SearchPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last)
      parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length === 0 ? [{ text, match: false }] : parts;
}
