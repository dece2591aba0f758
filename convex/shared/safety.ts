/**
 * Report and block. Isomorphic: the reasons, targets and limits the
 * server stores and the report dialog offers.
 */
export const REPORT_TARGETS = ["project", "profile", "message"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = [
  "spam",
  "harassment",
  "scam",
  "inappropriate",
  "impersonation",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  harassment: "Harassment or hate",
  scam: "Scam or fraud",
  inappropriate: "Inappropriate content",
  impersonation: "Impersonation or fake profile",
  other: "Something else",
};

export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  noteMaxLength: 1000,
  /** Blocked people listed in Settings at most. */
  maxBlocksListed: 200,
} as const;

export const SAFETY_MESSAGES = {
  reported: "Thanks for your report. Our moderators will look at it.",
  alreadyReported:
    "You have already reported this. Our moderators will look at it.",
  noteRequired: "Please tell us what is wrong.",
  noteTooLong: `The note can be at most ${REPORT_LIMITS.noteMaxLength} characters.`,
} as const;
