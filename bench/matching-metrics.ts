/**
 * Ranking quality against hand judgements (graded 0/1/2), and the naive
 * ranking the matcher is measured against. Pure functions.
 */

export type Graded<K> = ReadonlyMap<K, number>;

/**
 * Share of the first `k` places that hold a judged-relevant item (relevance
 * at least `min`); places left empty by a short list count as misses.
 */
export function precisionAt<K>(
  ranked: readonly K[],
  relevance: Graded<K>,
  k: number,
  min = 1,
): number {
  const hits = ranked
    .slice(0, k)
    .filter((key) => (relevance.get(key) ?? 0) >= min).length;
  return hits / k;
}

function dcg(gains: readonly number[]): number {
  return gains.reduce(
    (sum, gain, i) => sum + (2 ** gain - 1) / Math.log2(i + 2),
    0,
  );
}

/**
 * NDCG@k with exponential gain (2^rel - 1). The ideal ranking orders the
 * judgements of the items that could have been ranked (`eligible`): a judged
 * item the app may not show (own project, already applied) is not held
 * against it. Null when none of them is relevant (nothing to find).
 */
export function ndcgAt<K>(
  ranked: readonly K[],
  relevance: Graded<K>,
  k: number,
  eligible: readonly K[],
): number | null {
  const ideal = eligible
    .map((key) => relevance.get(key) ?? 0)
    .sort((a, b) => b - a)
    .slice(0, k);
  const best = dcg(ideal);
  if (best === 0) return null;
  return dcg(ranked.slice(0, k).map((key) => relevance.get(key) ?? 0)) / best;
}

/** Skill strings exactly shared, ignoring case only: no aliases, relations or team. */
export function sharedSkillCount(
  a: readonly string[],
  b: readonly string[],
): number {
  const lower = (skills: readonly string[]) =>
    new Set(skills.map((skill) => skill.trim().toLowerCase()));
  const mine = lower(a);
  return [...lower(b)].filter((skill) => mine.has(skill)).length;
}

/**
 * The baseline: candidates by the count of skill strings they share with
 * `skills`, most first; ties keep the candidates' given order (pass them
 * newest first, the app's own tie-break).
 */
export function rankBySharedSkills<K>(
  skills: readonly string[],
  candidates: readonly { key: K; skills: readonly string[] }[],
): K[] {
  return candidates
    .map((candidate, order) => ({
      key: candidate.key,
      order,
      shared: sharedSkillCount(skills, candidate.skills),
    }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .map((candidate) => candidate.key);
}

export function mean(values: readonly number[]): number {
  return values.length === 0
    ? 0
    : values.reduce((sum, value) => sum + value, 0) / values.length;
}
