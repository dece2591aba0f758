/**
 * What a builder tells projects about their work: availability, hours a week,
 * time zone, and a portfolio. One declaration for the stored shape, the zod
 * input and the labels.
 */
import { z } from "zod";
import { hoursPerWeekSchema, timeZoneSchema } from "./projectTerms";
import { linkSchema } from "./profileLinks";
import { multilineText, singleLineText } from "./text";

export const AVAILABILITIES = ["open", "busy", "not-looking"] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS = {
  open: "Open to projects",
  busy: "Busy",
  "not-looking": "Not looking",
} as const satisfies Record<Availability, string>;

export const availabilitySchema = z.enum(
  AVAILABILITIES,
  "Please choose an availability from the list",
);

/**
 * `profiles.update`'s work fields: each optional; null clears hours or time
 * zone. A profile that never set availability counts as open to projects.
 */
export const profileWorkInput = {
  availability: availabilitySchema.optional(),
  hoursPerWeek: hoursPerWeekSchema.nullable().optional(),
  timeZone: timeZoneSchema.nullable().optional(),
};

export const PORTFOLIO_LIMITS = {
  maxItems: 12,
  titleMaxLength: 80,
  summaryMaxLength: 200,
} as const;

/** A portfolio item as its owner writes it (the image is set apart, through file storage). */
export const portfolioItemInputSchema = z.object({
  title: singleLineText()
    .trim()
    .min(1, "Please give the item a title")
    .max(
      PORTFOLIO_LIMITS.titleMaxLength,
      `Title must be at most ${PORTFOLIO_LIMITS.titleMaxLength} characters`,
    ),
  /** One or two lines. */
  summary: multilineText()
    .trim()
    .max(
      PORTFOLIO_LIMITS.summaryMaxLength,
      `Summary must be at most ${PORTFOLIO_LIMITS.summaryMaxLength} characters`,
    ),
  /** An https address; "" or absent is none. */
  url: linkSchema("Link", "nora.dev/case-study").optional(),
});
export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;
