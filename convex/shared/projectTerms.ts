/**
 * A project's terms: what it asks of a collaborator and what it offers
 * (commitment, where the team works, compensation, stage, duration). Each is
 * optional: a project that states none reads "not stated". One declaration:
 * the stored shape (tables/marketplace.ts), the zod input (shared/schemas.ts)
 * and the labels the web app shows all come from here.
 */
import { z } from "zod";
import { isTimeZone, type ZoneRange } from "./timeZones";
import { singleLineText } from "./text";

export const STAGES = ["idea", "prototype", "launched"] as const;
export type Stage = (typeof STAGES)[number];
export const STAGE_LABELS = {
  idea: "Idea",
  prototype: "Prototype",
  launched: "Launched",
} as const satisfies Record<Stage, string>;

export const COMPENSATION_KINDS = [
  "unpaid",
  "equity",
  "paid",
  "prize",
  "revenue-share",
] as const;
export type CompensationKind = (typeof COMPENSATION_KINDS)[number];
export const COMPENSATION_LABELS = {
  unpaid: "Unpaid",
  equity: "Equity",
  paid: "Paid",
  prize: "Prize share",
  "revenue-share": "Revenue share",
} as const satisfies Record<CompensationKind, string>;

export const DURATIONS = [
  "under-1-month",
  "1-3-months",
  "3-6-months",
  "6-months-plus",
  "ongoing",
] as const;
export type Duration = (typeof DURATIONS)[number];
export const DURATION_LABELS = {
  "under-1-month": "Under a month",
  "1-3-months": "1–3 months",
  "3-6-months": "3–6 months",
  "6-months-plus": "6 months or more",
  ongoing: "Ongoing",
} as const satisfies Record<Duration, string>;

export const HOURS_PER_WEEK = { min: 1, max: 80 } as const;
/** What "full time" counts as when commitments are compared. */
export const FULL_TIME_HOURS = 40;
export const COMPENSATION_AMOUNT_MAX_LENGTH = 60;

const hoursMessage = `Hours a week must be a whole number from ${HOURS_PER_WEEK.min} to ${HOURS_PER_WEEK.max}`;
/** Hours a week, 1 to 80 (a project's commitment, a builder's availability). */
export const hoursPerWeekSchema = z
  .number(hoursMessage)
  .int(hoursMessage)
  .min(HOURS_PER_WEEK.min, hoursMessage)
  .max(HOURS_PER_WEEK.max, hoursMessage);

/** How much a project asks: some hours a week, or full time. */
export const commitmentSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("hours"), hoursPerWeek: hoursPerWeekSchema }),
    z.object({ kind: z.literal("full-time") }),
  ],
  "Please choose a commitment from the list",
);
export type Commitment = z.output<typeof commitmentSchema>;

/** Hours a week a commitment means (full time is 40). */
export function commitmentHours(commitment: Commitment): number {
  return commitment.kind === "full-time"
    ? FULL_TIME_HOURS
    : commitment.hoursPerWeek;
}

export function formatCommitment(commitment: Commitment): string {
  return commitment.kind === "full-time"
    ? "Full time"
    : `${commitment.hoursPerWeek} h a week`;
}

/** An IANA time zone name ("Europe/Berlin"). */
export const timeZoneSchema = z
  .string("Please choose a time zone from the list")
  .trim()
  .refine(isTimeZone, "Please choose a time zone from the list");

/** Where the team works: one zone (from = to) or a range of zones. */
export const zoneRangeSchema = z.object({
  from: timeZoneSchema,
  to: timeZoneSchema,
}) satisfies z.ZodType<ZoneRange>;

export const compensationSchema = z.object({
  kind: z.enum(
    COMPENSATION_KINDS,
    "Please choose a compensation from the list",
  ),
  /** Free text ("$40/h", "1-2%", "$5k-8k"); empty is none. */
  amount: singleLineText()
    .trim()
    .max(
      COMPENSATION_AMOUNT_MAX_LENGTH,
      `Amount must be at most ${COMPENSATION_AMOUNT_MAX_LENGTH} characters`,
    )
    .optional(),
});
export type Compensation = z.output<typeof compensationSchema>;

export function formatCompensation(compensation: Compensation): string {
  const label = COMPENSATION_LABELS[compensation.kind];
  return compensation.amount ? `${label}: ${compensation.amount}` : label;
}

export const stageSchema = z.enum(
  STAGES,
  "Please choose a stage from the list",
);
export const durationSchema = z.enum(
  DURATIONS,
  "Please choose a duration from the list",
);

/**
 * The terms' input fields, as `projects.create` and `projects.update` take
 * them: each optional; in an update, null clears one ("not stated").
 */
export const projectTermsInput = {
  commitment: commitmentSchema.nullable().optional(),
  timeZones: zoneRangeSchema.nullable().optional(),
  /** Whether working remotely is fine. */
  remoteOk: z.boolean().nullable().optional(),
  compensation: compensationSchema.nullable().optional(),
  stage: stageSchema.nullable().optional(),
  duration: durationSchema.nullable().optional(),
};

/** The /projects commitment filter: projects asking at most so many hours, or full time. */
export const COMMITMENT_FILTERS = [
  "up-to-10",
  "up-to-20",
  "part-time",
  "full-time",
] as const;
export type CommitmentFilter = (typeof COMMITMENT_FILTERS)[number];
export const COMMITMENT_FILTER_LABELS = {
  "up-to-10": "Up to 10 h a week",
  "up-to-20": "Up to 20 h a week",
  "part-time": "Part time",
  "full-time": "Full time",
} as const satisfies Record<CommitmentFilter, string>;

/** Whether a commitment passes a commitment filter. */
export function commitmentMatches(
  commitment: Commitment,
  filter: CommitmentFilter,
): boolean {
  switch (filter) {
    case "up-to-10":
      return commitment.kind === "hours" && commitment.hoursPerWeek <= 10;
    case "up-to-20":
      return commitment.kind === "hours" && commitment.hoursPerWeek <= 20;
    case "part-time":
      return commitment.kind === "hours";
    case "full-time":
      return commitment.kind === "full-time";
  }
}

/** The /projects and /builders time-zone filter: at least this many hours of overlap. */
export const MIN_FILTER_OVERLAP_HOURS = 4;
