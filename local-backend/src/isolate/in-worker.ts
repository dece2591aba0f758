/**
 * Queries and mutations in the function workers, as the runner hands them over and
 * takes them back: the task, and its outcome turned into what the same call on this
 * thread would have produced (the result or the `FunctionError`, the read set, the log
 * lines; for a mutation, its reads and writes adopted by the committer's transaction).
 */
import {
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import { type TransactionUsage } from "../database/meter";
import { type ReadSet } from "../database/read-set";
import { type Transaction } from "../database/transaction";
import { type CallOptions } from "./call";
import { FunctionError, type ResolvedFunction } from "./functions";
import {
  type FunctionErrorFields,
  type FunctionDone,
  type FunctionTask,
} from "./pool/function-worker-protocol";

/** A query's run for a subscription: its result or error, and what it read. */
export interface QueryRun {
  outcome: { ok: true; json: JSONValue } | { ok: false; error: FunctionError };
  readSet: ReadSet;
  /** Whether it read the caller's identity (`TransactionReads.identityRead`). */
  identityRead: boolean;
  logLines: string[];
  usage?: TransactionUsage;
}

export function udfTask(
  kind: FunctionTask["kind"],
  resolved: ResolvedFunction,
  args: Record<string, Value>,
  opts: CallOptions,
  at: { ts: bigint; outDir: string; creationFloor: number },
): FunctionTask {
  return {
    kind,
    outDir: at.outDir,
    path: resolved.path,
    component: resolved.component,
    argsJson: JSON.stringify(convexToJson(args)),
    auth: opts.auth,
    fromClient: opts.fromClient,
    ts: at.ts,
    journal: opts.journal ?? null,
    creationFloor: at.creationFloor,
  };
}

function functionError(e: FunctionErrorFields): FunctionError {
  return new FunctionError(
    e.message,
    e.data,
    e.localStack,
    e.errorName,
    e.trace,
  );
}

/** A query's outcome; null if the worker could not run it (this thread does). */
export function queryRun(
  done: FunctionDone,
  opts: CallOptions,
): QueryRun | null {
  const { outcome } = done;
  // E.g. code the worker has not loaded yet (a reload).
  if ("unavailable" in outcome) return null;
  if (opts.journal && done.journal) opts.journal.end = done.journal.end;
  return {
    outcome: outcome.ok
      ? { ok: true, json: JSON.parse(outcome.valueJson) as JSONValue }
      : { ok: false, error: functionError(outcome.error) },
    readSet: done.readSet,
    identityRead: done.identityRead,
    logLines: done.logLines,
    ...(done.usage ? { usage: done.usage } : {}),
  };
}

export const NOT_RUN = Symbol("not run in a worker");

/**
 * A mutation's outcome: its value, with `tx` holding its reads and writes (at the
 * snapshot the worker read); its error, thrown; or NOT_RUN if the worker could not run
 * it (e.g. it writes a table that does not exist yet).
 */
export function adoptMutation(
  done: FunctionDone,
  tx: Transaction,
  logLines: string[],
): Value | typeof NOT_RUN {
  const { outcome } = done;
  if ("unavailable" in outcome) return NOT_RUN;
  logLines.push(...done.logLines);
  if (!outcome.ok) throw functionError(outcome.error);
  tx.adopt(done.ts, done);
  return jsonToConvex(JSON.parse(outcome.valueJson) as JSONValue);
}
