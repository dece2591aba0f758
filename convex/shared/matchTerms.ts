/**
 * The parts of a match that come from the terms both sides state: time-zone
 * overlap (the builder's zone against the team's zones) and commitment fit
 * (the hours a week the builder offers against those the project asks). Each
 * gives a share of its part's points, a tone and a reason in plain words.
 *
 * A side that does not state its half makes the part neutral: half its
 * points (neither for nor against the match), a neutral tone, and a reason
 * that says what is not stated and claims nothing else.
 */
import type { MatchReasonTone } from "./matching";
import type { MatchBuilder, MatchProject, Perspective } from "./matchInputs";
import {
  commitmentHours,
  MIN_FILTER_OVERLAP_HOURS,
  type Commitment,
} from "./projectTerms";
import { overlapHours, WORKDAY_HOURS } from "./timeZones";

/** A part's share (0 to 1) of its points, with its reason's tone and text. */
export type TermFit = { share: number; tone: MatchReasonTone; text: string };

/** The share a part earns when a side does not state its half. */
export const UNSTATED_SHARE = 0.5;

function unstated(text: string): TermFit {
  return { share: UNSTATED_SHARE, tone: "neutral", text };
}

const NOT_STATED = {
  builder: {
    projectZone: "The project states no time zone",
    builderZone: "Your profile states no time zone",
    projectHours: "The project states no commitment",
    builderHours: "Your profile states no hours a week",
  },
  owner: {
    projectZone: "Your project states no time zone",
    builderZone: "Their profile states no time zone",
    projectHours: "Your project states no commitment",
    builderHours: "Their profile states no hours a week",
  },
} as const satisfies Record<Perspective, Record<string, string>>;

/**
 * Working hours a day the builder shares with the team, out of 8 (offsets
 * taken at `now`, so daylight saving counts): positive from the /projects
 * filter's threshold (4 hours) up, negative at none.
 */
export function timeZoneFit(
  project: Pick<MatchProject, "timeZones">,
  builder: Pick<MatchBuilder, "timeZone">,
  perspective: Perspective,
  now: number,
): TermFit {
  const words = NOT_STATED[perspective];
  const range = project.timeZones ?? null;
  const zone = builder.timeZone ?? null;
  if (range === null) return unstated(words.projectZone);
  if (zone === null) return unstated(words.builderZone);
  const hours = overlapHours(zone, range, now);
  const team = perspective === "builder" ? "the team's" : "your team's";
  return {
    share: hours / WORKDAY_HOURS,
    tone:
      hours === 0
        ? "negative"
        : hours >= MIN_FILTER_OVERLAP_HOURS
          ? "positive"
          : "neutral",
    text:
      hours === 0
        ? `No working hours in common with ${team} time zone`
        : `${hours} ${hours === 1 ? "hour" : "hours"} of overlap with ${team} time zone`,
  };
}

function asked(commitment: Commitment): string {
  return commitment.kind === "full-time"
    ? "full time"
    : `${commitment.hoursPerWeek} h a week`;
}

/**
 * The hours the builder offers against those the project asks (full time
 * counts as 40): the share offered, at most all of it (offering more than
 * asked is a full fit). Positive when it covers the ask, negative under half.
 */
export function commitmentFit(
  project: Pick<MatchProject, "commitment">,
  builder: Pick<MatchBuilder, "hoursPerWeek">,
  perspective: Perspective,
): TermFit {
  const words = NOT_STATED[perspective];
  const commitment = project.commitment ?? null;
  const offered = builder.hoursPerWeek ?? null;
  if (commitment === null) return unstated(words.projectHours);
  if (offered === null) return unstated(words.builderHours);
  const wanted = commitmentHours(commitment);
  const share = Math.min(1, offered / wanted);
  return {
    share,
    tone: share >= 1 ? "positive" : share < 0.5 ? "negative" : "neutral",
    text:
      perspective === "owner"
        ? `Offers ${offered} h a week, you want ${asked(commitment)}`
        : commitment.kind === "full-time"
          ? `Wants full time, you offer ${offered} h a week`
          : `Wants ${asked(commitment)}, you offer ${offered}`,
  };
}
