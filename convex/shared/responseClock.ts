/**
 * The response clock's arithmetic, isomorphic: the backend stores times, the
 * web app words them ("Waiting 3 days", "Responds to 92% of applications").
 */
import { APPLICATION_CLOCK, APPLICATION_EXPIRY_MS } from "./constants";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a pending application sent at `createdAt` expires. */
export function expiresAt(createdAt: number): number {
  return createdAt + APPLICATION_EXPIRY_MS;
}

/** Whole days left before a pending application expires (0 on its last day or when overdue). */
export function daysUntilExpiry(createdAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt(createdAt) - now) / DAY_MS));
}

/** A pending application is "Reply soon" once the owner's reminder is due. */
export function needsReplySoon(createdAt: number, now: number): boolean {
  return now - createdAt >= APPLICATION_CLOCK.reminderAfterDays * DAY_MS;
}

/** An owner's response record as `applications.responseRate` returns it. */
export type OwnerResponse = {
  /** Applications answered (accepted or rejected) or left to expire. */
  closed: number;
  /** answered / (answered + expired), in whole percent; null below the minimum. */
  ratePercent: number | null;
  /** Mean time from application to answer; null below the minimum or with no answers. */
  averageAnswerMs: number | null;
};

/** The stored counters as the product shows them (hidden below APPLICATION_CLOCK.minAnsweredForRate). */
export function ownerResponseOf(
  stats: { answered: number; expired: number; answerMsTotal: number } | null,
): OwnerResponse {
  const answered = stats?.answered ?? 0;
  const closed = answered + (stats?.expired ?? 0);
  if (closed < APPLICATION_CLOCK.minAnsweredForRate) {
    return { closed, ratePercent: null, averageAnswerMs: null };
  }
  return {
    closed,
    ratePercent: Math.round((answered / closed) * 100),
    averageAnswerMs:
      answered === 0
        ? null
        : Math.round((stats?.answerMsTotal ?? 0) / answered),
  };
}

/** Who reads a response record: someone deciding whether to apply, or the owner. */
export type ResponseReader = "applicant" | "owner";

function applications(count: number): string {
  return `${count} ${count === 1 ? "application" : "applications"}`;
}

/**
 * An owner's response record in words: "Responds to 92% of applications,
 * usually within 2 days" once APPLICATION_CLOCK.minAnsweredForRate
 * applications are closed (answered or expired). Below that the rate stays
 * hidden (one application's fate must not be read off it), and the words say
 * how many are closed so far, so an owner with history is never called new.
 */
export function responseRecordText(
  response: OwnerResponse,
  reader: ResponseReader = "applicant",
): string {
  const min = APPLICATION_CLOCK.minAnsweredForRate;
  if (response.ratePercent === null) {
    const sofar = response.closed === 0 ? "" : ` (${response.closed} so far)`;
    if (reader === "owner") {
      return `Your response rate shows once ${min} applications are answered or expired${sofar}.`;
    }
    return response.closed === 0
      ? "No applications answered yet"
      : `${applications(response.closed)} answered or expired so far; a response rate shows from ${min}`;
  }
  const subject = reader === "owner" ? "You respond" : "Responds";
  const head = `${subject} to ${response.ratePercent}% of applications`;
  if (response.averageAnswerMs === null) return head;
  const days = Math.ceil(response.averageAnswerMs / DAY_MS);
  return `${head}, usually within ${days <= 1 ? "a day" : `${days} days`}`;
}
