/**
 * Deterministic avatar colours: the same seed (a user id or name) always
 * gets the same soft tint. Class strings are literal so Tailwind sees them.
 * Each pair is >= 4.5:1 (800 text on a 100 wash; 100 text on 900 in dark).
 */
export const AVATAR_PALETTE = [
  "bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100",
  "bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100",
  "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100",
  "bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100",
  "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100",
  "bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100",
  "bg-rose-100 text-rose-800 dark:bg-rose-900 dark:text-rose-100",
  "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-900 dark:text-fuchsia-100",
] as const;

export type AvatarColor = (typeof AVATAR_PALETTE)[number];

/** FNV-1a, 32-bit: tiny, stable across runs and platforms. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A palette class for `seed`; the same seed always yields the same class. */
export function avatarColor(seed: string): AvatarColor {
  return (
    AVATAR_PALETTE[hash(seed) % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0]
  );
}

/**
 * Up to two uppercase initials: first letter of the first and last words
 * ("Ada Lovelace" -> "AL", "ada" -> "A"); "?" when there is nothing to show.
 */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const first = letters[0];
  if (first === undefined) return "?";
  const last = letters.length > 1 ? letters[letters.length - 1] : undefined;
  return (first + (last ?? "")).toUpperCase();
}
