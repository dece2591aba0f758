/**
 * How strong a match score reads. The band picks the badge's colour and a
 * word for it, so the colour is never the only signal.
 */
export const MATCH_BANDS = ["strong", "good", "fair", "weak"] as const;
export type MatchBand = (typeof MATCH_BANDS)[number];

/** The lowest score of each band, strongest first. */
const BAND_FLOORS: readonly [MatchBand, number][] = [
  ["strong", 75],
  ["good", 50],
  ["fair", 25],
  ["weak", 0],
];

export const MATCH_BAND_LABELS = {
  strong: "Strong match",
  good: "Good match",
  fair: "Fair match",
  weak: "Weak match",
} as const satisfies Record<MatchBand, string>;

/** The band of a 0-100 score; out-of-range scores are clamped. */
export function matchBand(score: number): MatchBand {
  const clamped = Math.min(100, Math.max(0, score));
  for (const [band, floor] of BAND_FLOORS) {
    if (clamped >= floor) return band;
  }
  return "weak";
}

/** The share (0 to 100) of a part's maximum it earned, for a bar's width. */
export function partPercent(points: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round((Math.min(max, Math.max(0, points)) / max) * 100);
}
