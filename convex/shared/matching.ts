/**
 * The match score's parts and reason kinds, shared by the server that
 * computes them (matchScore.ts) and the client that explains them.
 *
 * A score is 0 to 100 and is the sum of its parts, each already rounded:
 * skills (the wanted skills the builder brings), expertise (the builder's
 * fields against the project's category), seats (the role still has room),
 * team fit (how much of what the accepted team lacks the builder brings),
 * time zone (working hours shared with the team) and commitment (the hours
 * the builder offers against those the project asks).
 */
export const MATCH_PARTS = [
  "skills",
  "expertise",
  "seats",
  "teamFit",
  "timeZone",
  "commitment",
] as const;
export type MatchPart = (typeof MATCH_PARTS)[number];

export const MATCH_PART_MAX = {
  skills: 50,
  expertise: 15,
  seats: 5,
  teamFit: 10,
  timeZone: 10,
  commitment: 10,
} as const satisfies Record<MatchPart, number>;

export const MATCH_PART_LABELS = {
  skills: "Skills",
  expertise: "Expertise",
  seats: "Open seats",
  teamFit: "Team fit",
  timeZone: "Time zone",
  commitment: "Commitment",
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
  "timeZone",
  "commitment",
  /** Which of the project's roles the match is for (projects with more than one). */
  "role",
  /** The builder is busy (the owner's side only). */
  "availability",
] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

/** Whether a reason counts for the match, is worth knowing, or counts against it. */
export const MATCH_REASON_TONES = ["positive", "neutral", "negative"] as const;
export type MatchReasonTone = (typeof MATCH_REASON_TONES)[number];
