/**
 * The entry points of user code: queries, mutations (with `dedup`), actions and HTTP
 * actions (resolved here, run by `./action-runner.ts`), and a query or mutation inside
 * a given transaction (`runUdf`). Queries and mutations run in the committer's
 * transactions; actions and HTTP actions run outside them, and each of their `run*`
 * calls is its own transaction. One watchdog times out top-level executions.
 */
import { type Value } from "convex/values";
import { log } from "../log";
import { type Transaction } from "../database/transaction";
import { type Store } from "../storage/store";
import { type Auth, type CallOptions, type RunResult } from "./call";
import { ActionRunner } from "./action-runner";
import { type Calls, type Services } from "./execution";
import {
  attachLogs,
  idTables,
  type FunctionKind,
  resolveFunction,
  type ResolvedFunction,
  validateArgs,
} from "./functions";
import { type RegisteredFunction } from "./loader";
import { storeFile } from "./syscalls/file-storage";
import { executeUdf } from "./udf";
import { Watchdog } from "./watchdog";
import { adoptMutation, NOT_RUN, type QueryRun } from "./in-worker";
import { type TransactionUsage } from "../database/meter";
import { type ExecutionObserver, meta, observed, report } from "./observe";
import { functionTask, QueryRunner } from "./query-runner";
import { type RunnerDeps } from "./runner-deps";
import { priorResult, recordResult } from "./mutation-dedup";

/** Convex Cloud stops queries and mutations after 1 s; the local backend only says so. */
function warnIfSlow(path: string, elapsed: number): void {
  if (elapsed > 1000)
    log.warn(
      `${path} ran for ${elapsed} ms; Convex Cloud limits queries and mutations to 1 s.`,
    );
}

export type { RunnerDeps } from "./runner-deps";

export class Runner implements Calls {
  private readonly watchdog = new Watchdog();
  private readonly services: Services;
  private readonly actionRunner: ActionRunner;
  private readonly functions: RunnerDeps["functions"];
  private readonly observer: ExecutionObserver | undefined;
  private readonly queries: QueryRunner;

  constructor({ actions, functions, observer, ...deps }: RunnerDeps) {
    this.services = { ...deps, calls: this };
    this.actionRunner = new ActionRunner(this.services, this.watchdog, actions);
    this.functions = functions;
    this.observer = observer;
    this.queries = new QueryRunner(this.services, functions, (...call) =>
      this.runUdf(...call),
    );
  }

  get store(): Store {
    return this.services.store;
  }

  /** Whether queries and mutations run in function workers (side by side). */
  get inWorkers(): boolean {
    return this.functions?.mode === "all";
  }

  /** Whether some queries leave this thread for a worker that only offloads heavy ones. */
  get offloading(): boolean {
    return this.functions?.mode === "offload" && this.functions.ready > 0;
  }

  /** Whether a query of `path` would leave this thread for a worker that only offloads. */
  offloads(path: string): boolean {
    return (
      this.functions?.mode === "offload" && this.functions.takes(path, "query")
    );
  }

  private resolve(
    path: string,
    expected: FunctionKind | undefined,
    opts: CallOptions,
    anyKind = false,
  ): ResolvedFunction {
    return resolveFunction(this.services.getApp(), path, {
      expected,
      fromClient: opts.fromClient,
      component: opts.component,
      anyKind,
    });
  }

  /**
   * Runs a query at the latest durable snapshot, or at commit `at` (`/api/query_at_ts`,
   * a snapshot still in the write log); throws `InvalidTimestamp` otherwise.
   */
  async runQuery(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
    at?: bigint,
  ): Promise<RunResult> {
    const resolved = this.resolve(path, "query", opts);
    validateArgs(resolved, args, idTables(this.store, resolved.component));
    return observed(this.observer, meta("query", resolved), () =>
      this.queries.query(resolved, args, opts, at),
    );
  }

  /**
   * Runs a subscription's query at `ts` (a snapshot the write log still holds), in a
   * function worker if there are any; `urgent` puts it before the others waiting there.
   * A function error is its outcome; `opts.journal` ends as the run left it.
   */
  async runQueryAt(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    opts: CallOptions,
    ts: bigint,
    urgent: boolean,
  ): Promise<QueryRun> {
    const startedMs = Date.now();
    const run = await this.queries.queryAt(resolved, args, opts, ts, urgent);
    report(
      this.observer,
      meta("query", resolved),
      startedMs,
      run.logLines,
      run.outcome.ok ? undefined : run.outcome.error,
    );
    return run;
  }

  /**
   * A mutation's code for `tx`: in a function worker if there are any (`tx` adopts
   * what it read and wrote, and commits it), else on this thread.
   */
  private async mutate(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    tx: Transaction,
    opts: CallOptions,
    logLines: string[],
  ): Promise<{ value: Value; usage: TransactionUsage }> {
    const pool = this.functions;
    if (pool?.takes(resolved.path, "mutation")) {
      const task = functionTask(
        this.services,
        "mutation",
        resolved,
        args,
        opts,
        tx.snapshotTs,
      );
      const done = await pool.run(task, "urgent");
      const value = adoptMutation(done, tx, logLines);
      if (value !== NOT_RUN) return { value, usage: done.usage ?? tx.usage() };
    }
    const value = await this.runUdf(resolved, args, tx, opts, logLines);
    return { value, usage: tx.usage() };
  }

  async runMutation(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult> {
    const resolved = this.resolve(path, "mutation", opts);
    validateArgs(resolved, args, idTables(this.store, resolved.component));
    return observed(this.observer, meta("mutation", resolved), () =>
      this.mutation(resolved, args, opts),
    );
  }

  private async mutation(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult> {
    const logLines: string[] = [];
    const dedup = opts.dedup;
    try {
      const { committer } = this.services;
      const { result, ts } = await committer.write(
        async (tx) => {
          // A retry after a conflict starts over: its logs replace the last try's.
          logLines.length = 0;
          const prior = priorResult(committer, dedup);
          if (prior) {
            return {
              value: prior.value,
              replayedTs: prior.ts,
              usage: undefined,
            };
          }
          const { value, usage } = await this.mutate(
            resolved,
            args,
            tx,
            opts,
            logLines,
          );
          recordResult(tx, dedup, value);
          return { value, replayedTs: null, usage };
        },
        {
          source: resolved.path,
          cohort:
            dedup !== undefined &&
            !this.functions?.takes(resolved.path, "mutation"),
        },
      );
      return {
        value: result.value,
        logLines,
        ts: result.replayedTs ?? ts,
        ...(result.replayedTs !== null
          ? { replayed: true }
          : { usage: result.usage }),
      };
    } catch (e) {
      throw attachLogs(e, logLines);
    }
  }

  async runAction(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult> {
    const resolved = this.resolve(path, "action", opts);
    return observed(this.observer, meta("action", resolved), () =>
      this.actionRunner.run(resolved, args, opts),
    );
  }

  /** Any kind of function by path (for `/api/function` and `/api/run`). */
  async runAny(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult> {
    const kind = this.resolve(path, undefined, opts, true).kind;
    if (kind === "query") return this.runQuery(path, args, opts);
    if (kind === "mutation") return this.runMutation(path, args, opts);
    return this.runAction(path, args, opts);
  }

  /** An HTTP action of the app's `http.ts`, or of the component at `component`. */
  async runHttpAction(
    handler: RegisteredFunction,
    request: Request,
    auth: Auth,
    component = "",
  ): Promise<Response> {
    const logLines: string[] = [];
    const startedMs = Date.now();
    const path = `${request.method} ${new URL(request.url).pathname}`;
    const about = { kind: "http" as const, path, component };
    try {
      const response = await this.actionRunner.runHttp(
        handler,
        request,
        auth,
        component,
        logLines,
      );
      report(this.observer, about, startedMs, logLines, undefined);
      return response;
    } catch (e) {
      report(this.observer, about, startedMs, logLines, e);
      throw e;
    }
  }

  /** Executes a query or mutation inside `tx` (top-level or nested via runUdf). */
  async runUdf(
    resolved: ResolvedFunction,
    args: Record<string, Value>,
    tx: Transaction,
    opts: CallOptions,
    logLines: string[],
  ): Promise<Value> {
    const running = executeUdf(
      this.services,
      resolved,
      args,
      tx,
      opts,
      logLines,
    );
    if ((opts.depth ?? 0) > 0) return running;
    const started = Date.now();
    const value = await this.watchdog.watch(running, resolved.path, "udf");
    warnIfSlow(resolved.path, Date.now() - started);
    return value;
  }

  /**
   * Stores an uploaded file (`POST /api/storage/upload`) in the `_storage` of
   * `component` ("" = the app); returns its storage id.
   */
  storeFile(
    bytes: Uint8Array,
    contentType: string | null,
    expectedSha256: Buffer | null,
    component = "",
  ): Promise<string> {
    return storeFile(
      this.services,
      bytes,
      contentType,
      expectedSha256,
      component,
    );
  }

  /** Stops timing executions out (the backend is stopping). */
  stop(): void {
    this.watchdog.stop();
  }
}
