/**
 * The match score's parts and reason kinds, shared by the server that
 * computes them (matchScore.ts) and the client that explains them.
 *
 * A score is 0 to 100 and is the sum of its parts, each already rounded:
 * skills (the wanted skills the builder brings), expertise (the builder's
 * fields against the project's category), seats (the project still has room)
 * and team fit (how much of what the accepted team lacks the builder brings).
 */
export const MATCH_PARTS = ["skills", "expertise", "seats", "teamFit"] as const;
export type MatchPart = (typeof MATCH_PARTS)[number];

export const MATCH_PART_MAX = {
  skills: 60,
  expertise: 20,
  seats: 10,
  teamFit: 10,
} as const satisfies Record<MatchPart, number>;

export const MATCH_PART_LABELS = {
  skills: "Skills",
  expertise: "Expertise",
  seats: "Open seats",
  teamFit: "Team fit",
} as const satisfies Record<MatchPart, string>;

export const MATCH_REASON_KINDS = [
  "skills",
  "implied",
  "related",
  "missing",
  "covered",
  "expertise",
  "seats",
  "teamFit",
] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

/** Whether a reason counts for the match, is worth knowing, or counts against it. */
export const MATCH_REASON_TONES = ["positive", "neutral", "negative"] as const;
export type MatchReasonTone = (typeof MATCH_REASON_TONES)[number];
