/**
 * A scheduled function as `_scheduled_functions` stores it: its state (a closed union)
 * and the fields the scheduler runs it from, read from the stored document.
 */
import { type Value } from "convex/values";
import { type Doc } from "../storage/store";

export type JobState =
  | { kind: "pending" }
  | { kind: "inProgress" }
  | { kind: "success" }
  | { kind: "failed"; error: string }
  | { kind: "canceled" };

/** A job as the scheduler runs it. */
export interface ScheduledJob {
  id: string;
  /** The canonical path, e.g. "jobs.js:record". */
  name: string;
  args: Record<string, Value>;
  /** Milliseconds since the epoch. */
  scheduledTime: number;
  state: JobState;
}

function malformed(doc: Doc, field: string): Error {
  return new Error(
    `Scheduled function ${doc._id} has a malformed \`${field}\`.`,
  );
}

function isRecord(value: Value | undefined): value is Record<string, Value> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof ArrayBuffer)
  );
}

/** The state of a stored job. */
export function jobState(doc: Doc): JobState {
  const state = doc.state;
  if (!isRecord(state)) throw malformed(doc, "state");
  switch (state.kind) {
    case "pending":
    case "inProgress":
    case "success":
    case "canceled":
      return { kind: state.kind };
    case "failed":
      return {
        kind: "failed",
        error: typeof state.error === "string" ? state.error : "",
      };
    default:
      throw malformed(doc, "state");
  }
}

/**
 * When a stored job is due (ms since the epoch). One whose time is not a number is due
 * at once, so that running it marks it failed (`readJob` refuses it).
 */
export function dueTime(doc: Doc): number {
  return typeof doc.scheduledTime === "number" ? doc.scheduledTime : 0;
}

/** A stored job, read field by field. */
export function readJob(doc: Doc): ScheduledJob {
  const { name, args, scheduledTime } = doc;
  if (typeof name !== "string") throw malformed(doc, "name");
  if (!Array.isArray(args) || !isRecord(args[0])) throw malformed(doc, "args");
  if (typeof scheduledTime !== "number") throw malformed(doc, "scheduledTime");
  return {
    id: doc._id,
    name,
    args: args[0],
    scheduledTime,
    state: jobState(doc),
  };
}
