/**
 * Where a query runs and at which snapshot: in a function worker when the pool
 * takes it, else on this thread in one of the committer's read transactions;
 * at the latest durable snapshot (a client's call) or at a given one (a
 * subscription's update). The runner (`./runner.ts`) resolves, validates and
 * reports; this runs.
 */
import { convexToJson, jsonToConvex, type Value } from "convex/values";
import { emptyReadSet } from "../database/read-set";
import { type Transaction } from "../database/transaction";
import { type CallOptions, type RunResult } from "./call";
import { type Services } from "./execution";
import {
  attachLogs,
  isSystemPath,
  type ResolvedFunction,
  toFunctionError,
} from "./functions";
import { queryRun, type QueryRun, udfTask } from "./in-worker";
import { type TaskClass } from "./pool/deadline-queue";
import { type FunctionTask } from "./pool/function-worker-protocol";
import { type RunnerDeps } from "./runner-deps";

/** Runs a query or mutation's code inside `tx` (the runner's `runUdf`, with its watchdog). */
export type RunUdf = (
  resolved: ResolvedFunction,
  args: Record<string, Value>,
  tx: Transaction,
  opts: CallOptions,
  logLines: string[],
) => Promise<Value>;

/** The task a function worker runs for `resolved` at snapshot `ts`. */
export function functionTask(
  services: Services,
  kind: FunctionTask["kind"],
  resolved: ResolvedFunction,
  args: Record<string, Value>,
  opts: CallOptions,
  ts: bigint,
): FunctionTask {
  return udfTask(kind, resolved, args, opts, {
    ts,
    outDir: services.getApp().outDir,
    creationFloor: services.store.lastCreationTime,
  });
}

export class QueryRunner {
  constructor(
    private readonly services: Services,
    private readonly functions: RunnerDeps["functions"],
    private readonly runUdf: RunUdf,
  ) {}

  /** Whether a query runs in a function worker (built-in ones never: they are not in the bundle). */
  private inWorkerPool(resolved: ResolvedFunction): boolean {
    return (
      !isSystemPath(resolved.path) &&
      this.functions?.takes(resolved.path, "query") === true
    );
  }

  async query(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    opts: CallOptions,
    at: bigint | undefined,
  ): Promise<RunResult> {
    const { committer } = this.services;
    if (this.inWorkerPool(resolved) && at === undefined) {
      const ts = committer.durableTs;
      const run = await this.inWorker(resolved, args, opts, ts, "call");
      if (run) {
        if (!run.outcome.ok) throw attachLogs(run.outcome.error, run.logLines);
        return {
          value: jsonToConvex(run.outcome.json),
          logLines: run.logLines,
          ts,
          ...(run.usage ? { usage: run.usage } : {}),
        };
      }
    }
    const logLines: string[] = [];
    const started = performance.now();
    try {
      const { result, ts } = await committer.read(async (tx) => {
        const value = await this.runUdf(resolved, args, tx, opts, logLines);
        return { value, usage: tx.usage() };
      }, at);
      this.functions?.noteHere(resolved.path, performance.now() - started);
      return { value: result.value, logLines, ts, usage: result.usage };
    } catch (e) {
      // A failed query keeps what it logged before failing, as Convex's do.
      throw attachLogs(e, logLines);
    }
  }

  async queryAt(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    opts: CallOptions,
    ts: bigint,
    urgent: boolean,
  ): Promise<QueryRun> {
    const failed = (e: unknown) => ({
      ok: false as const,
      error: toFunctionError(e),
    });
    if (this.inWorkerPool(resolved)) {
      const cls = urgent ? "urgent" : "update";
      const run = await this.inWorker(resolved, args, opts, ts, cls).catch(
        (e: unknown): QueryRun => ({
          outcome: failed(e),
          readSet: emptyReadSet(),
          identityRead: true,
          logLines: [],
        }),
      );
      if (run) return run;
    }
    const tx = this.services.committer.snapshot(ts);
    const logLines: string[] = [];
    const started = performance.now();
    const outcome = await this.runUdf(resolved, args, tx, opts, logLines).then(
      (value) => ({ ok: true as const, json: convexToJson(value) }),
      failed,
    );
    this.functions?.noteHere(resolved.path, performance.now() - started);
    return {
      outcome,
      readSet: tx.readSet,
      identityRead: tx.identityRead,
      logLines,
    };
  }

  /** A query in a function worker; null if the worker could not serve it (run it here). */
  private async inWorker(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    opts: CallOptions,
    ts: bigint,
    cls: TaskClass,
  ): Promise<QueryRun | null> {
    const pool = this.functions!;
    const task = functionTask(this.services, "query", resolved, args, opts, ts);
    const done = await this.services.committer.pinned(ts, () =>
      pool.run(task, cls),
    );
    return queryRun(done, opts);
  }
}
