/**
 * Queries in the function workers, as the runner hands them over and takes them back:
 * the task, and its outcome turned into what the same call on this thread would have
 * produced (the result or the `FunctionError`, the read set, the log lines).
 */
import { convexToJson, type JSONValue, type Value } from "convex/values";
import { type TransactionUsage } from "../database/meter";
import { type ReadSet } from "../database/read-set";
import { type CallOptions } from "./call";
import { FunctionError, type ResolvedFunction } from "./functions";
import {
  type FunctionErrorFields,
  type UdfDone,
  type UdfTask,
} from "./pool/udf-protocol";

/** A query's run for a subscription: its result or error, and what it read. */
export interface QueryRun {
  outcome: { ok: true; json: JSONValue } | { ok: false; error: FunctionError };
  readSet: ReadSet;
  logLines: string[];
  usage?: TransactionUsage;
}

export function udfTask(
  resolved: ResolvedFunction,
  args: Record<string, Value>,
  opts: CallOptions,
  at: { ts: bigint; outDir: string },
): UdfTask {
  return {
    kind: "query",
    outDir: at.outDir,
    path: resolved.path,
    argsJson: JSON.stringify(convexToJson(args)),
    auth: opts.auth,
    fromClient: opts.fromClient,
    ts: at.ts,
    journal: opts.journal ?? null,
  };
}

function functionError(e: FunctionErrorFields): FunctionError {
  return new FunctionError(e.message, e.data, e.localStack, e.errorName);
}

/** A query's outcome; null if the worker could not run it (this thread does). */
export function queryRun(done: UdfDone, opts: CallOptions): QueryRun | null {
  const { outcome } = done;
  // E.g. code the worker has not loaded yet (a reload).
  if ("unavailable" in outcome) return null;
  if (opts.journal && done.journal) opts.journal.end = done.journal.end;
  return {
    outcome: outcome.ok
      ? { ok: true, json: JSON.parse(outcome.valueJson) as JSONValue }
      : { ok: false, error: functionError(outcome.error) },
    readSet: done.readSet,
    logLines: done.logLines,
    ...(done.usage ? { usage: done.usage } : {}),
  };
}
