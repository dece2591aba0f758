/**
 * Synthetic marketplace data for bench:matching-scale, from a seeded PRNG so
 * every run loads the same data: skills drawn from the catalogue with a
 * Zipf-like popularity (a few skills most people list, a long tail), fields
 * and categories weighted toward development, projects backdated over a
 * year, and a quarter of the projects with an accepted team (some full).
 */
import type { ExpertiseId, ProjectCategory } from "../convex/shared/constants";
import { SKILL_CATALOGUE } from "../convex/shared/skills/catalogue";

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: small, fast, and good enough to shuffle bench data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks by weight; weights need not sum to 1. */
function weighted<T>(random: () => number, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** Catalogue names in a shuffled order, weighted 1/rank^1.1. */
function skillSampler(random: () => number) {
  const names = SKILL_CATALOGUE.map((skill) => skill.name);
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [names[i], names[j]] = [names[j]!, names[i]!];
  }
  const weights = names.map((_, rank) => 1 / (rank + 1) ** 1.1);
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const total = cumulative[cumulative.length - 1]!;
  const one = () => {
    const r = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return names[lo]!;
  };
  return (count: number) => {
    const picked = new Set<string>();
    for (let tries = 0; picked.size < count && tries < count * 20; tries++) {
      picked.add(one());
    }
    return [...picked];
  };
}

export type ScaleBuilder = {
  email: string;
  name: string;
  expertise: ExpertiseId[];
  skills: string[];
};

export type ScaleProject = {
  /** Index of the owner among the builders. */
  owner: number;
  title: string;
  description: string;
  category: ProjectCategory;
  skills: string[];
  openPositions: number;
  createdAt: number;
  /** Indexes of accepted members among the builders (never the owner). */
  team: number[];
};

const EXPERTISE_WEIGHTS: [ExpertiseId, number][] = [
  ["dev", 5],
  ["design", 2],
  ["marketing", 1.5],
  ["nocode", 1],
  ["healthcare", 0.5],
  ["other", 1],
];
const CATEGORY_WEIGHTS: [ProjectCategory, number][] = [
  ["Development", 5],
  ["Design", 1.5],
  ["Marketing", 1.5],
  ["NoCode", 1],
  ["Other", 1],
];
/** How many skills a profile lists: some none, most a handful. */
const PROFILE_SKILL_COUNTS: [number, number][] = [
  [0, 1],
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 3],
  [5, 2],
  [6, 1.5],
  [8, 1],
  [12, 0.5],
];

export function generate(size: number, seed: number, now: number) {
  const random = prng(seed);
  const skills = skillSampler(random);
  const builders: ScaleBuilder[] = Array.from({ length: size }, (_, i) => {
    const expertise = new Set<ExpertiseId>([
      weighted(random, EXPERTISE_WEIGHTS),
    ]);
    if (random() < 0.3) expertise.add(weighted(random, EXPERTISE_WEIGHTS));
    expertise.delete("other");
    return {
      email: `builder${i}@scale.bench`,
      name: `Builder ${i}`,
      expertise: expertise.size === 0 ? ["other"] : [...expertise],
      skills: skills(weighted(random, PROFILE_SKILL_COUNTS)),
    };
  });
  const projects: ScaleProject[] = Array.from({ length: size }, (_, i) => {
    const owner = Math.floor(random() * size);
    const openPositions = 1 + Math.floor(random() * 5);
    const team: number[] = [];
    if (random() < 0.25) {
      const members = 1 + Math.floor(random() * Math.min(openPositions, 3));
      while (team.length < members) {
        const member = Math.floor(random() * size);
        if (member !== owner && !team.includes(member)) team.push(member);
      }
    }
    const wanted = skills(2 + Math.floor(random() * 5));
    return {
      owner,
      title: `Scale project ${i}`,
      description: `Project ${i} looking for ${wanted.join(", ")}.`,
      category: weighted(random, CATEGORY_WEIGHTS),
      skills: wanted,
      openPositions,
      // Oldest first, a year back to now.
      createdAt: now - Math.round(((size - i) / size) * 365 * DAY_MS),
      team,
    };
  });
  return { builders, projects, random };
}
