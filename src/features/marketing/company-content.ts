import {
  APPLICATION_CLOCK,
  PROJECT_CATEGORIES,
} from "@convex/shared/constants";
import { MATCH_PART_LABELS } from "@convex/shared/matching";
import { VERIFICATION } from "@convex/shared/trust";
/** Buildmates in one paragraph, for the press. */
export const pressSummary =
  "Buildmates is a collaboration marketplace for AI projects. Project owners post what they are building, with the skills and positions they need; developers, designers, marketers and no-code builders find those projects and apply to join. Everything updates live.";

/** What the product does, each a fact a journalist can check in the app. */
export const pressFacts: string[] = [
  `Projects are listed in ${PROJECT_CATEGORIES.length} categories and can be searched by text, category and skill by anyone, without an account.`,
  `Every builder and project pair gets a match score from 0 to 100, made of ${Object.values(MATCH_PART_LABELS).join(", ").toLowerCase()}, with its reasons in plain words.`,
  `Every application closes: owners are reminded after ${APPLICATION_CLOCK.reminderAfterDays} days, and an unanswered application expires after ${APPLICATION_CLOCK.expireAfterDays}. Builders see each owner's response rate.`,
  `Reviews come only from teammates on a completed project; the Verified badge is computed from ${VERIFICATION.minCompletedProjects} completed projects, good ratings and a verified email, never granted by hand.`,
  "Buildmates does not charge fees or process payments between members.",
];
