/**
 * For tests: typed references to the conformance fixture's functions
 * (`tests/conformance/convex`) that several local-backend suites call.
 */
import { makeFunctionReference } from "convex/server";

/**
 * A query that computes for `rounds` rounds (-1: no end): CPU-bound, no reads. With
 * `until`, it sets `<until>_STARTED` in the environment and stops once `until` is set
 * (`WorkerHold`, ./calls-while.ts).
 */
export const spinQuery = makeFunctionReference<
  "query",
  { rounds: number; until?: string },
  boolean
>("checks:spinQuery");

/** An action that holds its thread for `ms`. */
export const spin = makeFunctionReference<"action", { ms: number }, boolean>(
  "checks:spin",
);

/** The bodies of a channel's messages, in index order. */
export const bodies = makeFunctionReference<
  "query",
  { channel: string; order: "asc" | "desc" },
  string[]
>("messages:bodies");

export const send = makeFunctionReference<
  "mutation",
  { channel: string; author: string; body: string; n: number }
>("messages:send");
