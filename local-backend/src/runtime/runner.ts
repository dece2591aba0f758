/**
 * The function runner: executes queries, mutations, actions and HTTP actions, routes
 * their syscalls, and owns the transaction pipeline (txLock, group commit) and the
 * scheduler.
 *
 * Every query and mutation runs under `txLock`, one at a time. A mutation runs inside a
 * SAVEPOINT of the open group-commit batch and is acknowledged only when the batch is
 * durable. `onCommit` is the single place where committed write sets are published
 * (the sync layer subscribes there).
 */
import {
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import { FifoLock } from "../lock";
import { log } from "../log";
import { type FileStore } from "../storage/files";
import { type Doc, type Store } from "../storage/store";
import { tableNumberOfId } from "../values/ids";
import { encodeKey } from "../values/keys";
import { LIMITS } from "../values/validate";
import {
  type Execution,
  type ExecutionKind,
  executions,
  JsonText,
  seededRandom,
} from "./globals";
import {
  canonicalJobName,
  FunctionError,
  type FunctionKind,
  invoke,
  resolveFunction,
  type ResolvedFunction,
  toFunctionError,
  validateArgs,
  validateReturns,
} from "./functions";
import { CommitHistory, type PastRead } from "./history";
import { type LoadedApp, type RegisteredFunction } from "./loader";
import { type SerializedQuery } from "./query";
import { Transaction, type TransactionUsage } from "./transaction";

export type UserIdentity = Record<string, JSONValue> & {
  tokenIdentifier: string;
  subject: string;
  issuer: string;
};

/** A caller's identity: a user, nobody, or a token that failed validation. */
export type Auth = UserIdentity | null | { error: string };

export interface CallOptions {
  auth: Auth;
  fromClient: boolean;
  depth?: number;
  scheduledJobId?: string;
  /**
   * Mutations re-sent by a reconnecting client (sync protocol): a successful result is
   * recorded under (sessionId, requestId) in the mutation's own transaction and replayed
   * instead of running the mutation again.
   */
  dedup?: { sessionId: string; requestId: number };
  /**
   * Sync subscriptions: the query's pagination journal. `end` (if set) is the implicit
   * `endCursor` of its `paginate()`; after the run it holds the page's end cursor.
   */
  journal?: PaginationJournal;
}

export interface PaginationJournal {
  end: string | null;
}

export interface RunResult {
  value: Value;
  logLines: string[];
  /** Commit ts for mutations, snapshot ts for queries. */
  ts: bigint;
  /** A deduplicated mutation (`dedup`) answered from its recorded result. */
  replayed?: boolean;
  /**
   * What the query's or mutation's transaction used (nested `ctx.runQuery` and
   * `ctx.runMutation` included), for benchmarks; absent for actions and replays.
   */
  usage?: TransactionUsage;
}

/** A read at a past timestamp that the local backend cannot answer exactly. */
export class PastReadError extends Error {
  constructor(
    readonly ts: bigint,
    readonly reason: Extract<PastRead, { ok: false }>["reason"],
  ) {
    super(
      reason === "future"
        ? `Timestamp ${ts} is newer than the latest commit; get one from /api/query_ts.`
        : reason === "too old"
          ? `Timestamp ${ts} is too old: the local backend keeps the write history of the last 5 minutes (32 MiB) of commits since it started. Get a new one from /api/query_ts.`
          : `The data this query reads changed after timestamp ${ts}, and the local backend keeps only the latest version of each document. Get a new timestamp from /api/query_ts and read again.`,
    );
    this.name = "PastReadError";
  }
}

export interface CommitEvent {
  ts: bigint;
  tx: Transaction;
}

const MAX_BATCH = 128;
/** `commonAsync`'s answer for a syscall that is not common to every kind of function. */
const NOT_COMMON = Symbol("not common");
let requestCounter = 0;
const GROUP_COMMIT_WINDOW_MS = 1;
const UDF_TIMEOUT_MS = 10_000;
/** Convex's limit on an action's run time. */
const ACTION_TIMEOUT_MS = 600_000;

type Address = { name?: string; reference?: string; functionHandle?: string };

function addressPath(a: Address | Record<string, unknown>): string {
  if (typeof a.name === "string") return a.name;
  const handle = a.functionHandle;
  if (typeof handle === "string" && handle.startsWith("function://"))
    return handle.slice("function://".length);
  throw new Error(
    "Component references and function handles of other deployments are not supported locally.",
  );
}

function isAuthError(auth: Auth): auth is { error: string } {
  return auth !== null && "error" in auth && !("tokenIdentifier" in auth);
}

export class RunnerHost {
  constructor(
    readonly store: Store,
    readonly files: FileStore,
    readonly getApp: () => LoadedApp,
    readonly urls: { cloud: string; site: string },
  ) {}
}

export class Runner {
  readonly txLock = new FifoLock();
  private flushScheduled = false;
  private lastBatchSize = 0;
  private pendingCommits: CommitEvent[] = [];
  private commitListeners: ((e: CommitEvent) => void)[] = [];
  private committedHooks: ((e: CommitEvent) => void)[] = [];
  private schedulerTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private runningJobs = new Set<Promise<void>>();
  private jobsInFlight = new Set<string>();
  private readonly watchdog = new Watchdog();

  /** Recent write sets, for reads at a past timestamp (`runQuery` with `at`). */
  readonly history: CommitHistory;

  constructor(private readonly host: RunnerHost) {
    this.history = new CommitHistory(host.store);
  }

  get store(): Store {
    return this.host.store;
  }

  /**
   * Called synchronously under txLock as each write transaction commits into the open
   * batch (before it is durable): the sync layer's invalidation point.
   */
  onCommitted(hook: (e: CommitEvent) => void): void {
    this.committedHooks.push(hook);
  }

  /** Subscribe to durable commits (in commit order). */
  onCommit(listener: (e: CommitEvent) => void): void {
    this.commitListeners.push(listener);
  }

  // ----------------------------------------------------------- transactions

  /**
   * Group commit: the batch is committed once the mutations already queued on txLock
   * have joined it. When the last batch held several mutations (concurrent callers),
   * wait a short window so that requests still being parsed can join too.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const flush = () => {
      void this.txLock.run(() => {
        this.flushScheduled = false;
        this.flushNow();
      });
    };
    if (this.lastBatchSize > 1) setTimeout(flush, GROUP_COMMIT_WINDOW_MS);
    else setImmediate(flush);
  }

  /** Commits the open batch; must hold txLock (or be stopping). */
  flushNow(): void {
    const commits = this.pendingCommits;
    this.pendingCommits = [];
    const durable = this.store.pendingDurability;
    if (durable) this.lastBatchSize = this.store.batchSize;
    this.store.flush();
    if (!durable) return;
    void durable.then(
      () => {
        for (const c of commits) {
          for (const file of c.tx.deletedFiles)
            void this.host.files.remove(file);
          for (const l of this.commitListeners) l(c);
          if (
            c.tx.writes.some(
              (w) => w.tableNumber === this.scheduledTableNumber(),
            )
          ) {
            this.armScheduler();
          }
        }
      },
      () => undefined,
    );
  }

  private scheduledTableNumber(): number | undefined {
    return this.store.table("_scheduled_functions")?.number;
  }

  /** Runs `body` as one serialized read-only transaction; resolves once what it read is durable. */
  async readTransaction<T>(
    body: (tx: Transaction) => Promise<T> | T,
  ): Promise<{ result: T; ts: bigint }> {
    let durable = null as Promise<void> | null;
    const out = await this.txLock.run(async () => {
      const tx = new Transaction(this.store, this.store.lastCommitTs, false);
      const result = await body(tx);
      durable = this.store.pendingDurability;
      return { result, ts: tx.commitTs };
    });
    if (durable) await durable;
    return out;
  }

  /**
   * Runs `body` as one serialized write transaction in the group-commit batch.
   * Throws (with nothing written) if `body` throws; resolves once durable.
   */
  async writeTransaction<T>(
    body: (tx: Transaction) => Promise<T> | T,
  ): Promise<{ result: T; ts: bigint }> {
    let durable!: Promise<void>;
    const out = await this.txLock.run(async () => {
      durable = this.store.openBatch();
      const tx = new Transaction(this.store, this.store.nextCommitTs(), true);
      const sp = tx.savepoint();
      try {
        const result = await body(tx);
        if (tx.writes.length === 0) {
          tx.rollbackSavepoint(sp);
          return { result, ts: this.store.lastCommitTs, ok: true as const };
        }
        tx.releaseSavepoint(sp);
        this.store.noteCommitted(tx.commitTs, tx.creationTime);
        this.pendingCommits.push({ ts: tx.commitTs, tx });
        this.history.record(tx.commitTs, tx.writes, tx.bytesWritten);
        for (const hook of this.committedHooks) hook({ ts: tx.commitTs, tx });
        return { result, ts: tx.commitTs, ok: true as const };
      } catch (e) {
        tx.rollbackSavepoint(sp);
        return { error: e, ok: false as const };
      } finally {
        const size = this.store.batchSize;
        // Flush now when the batch is full, or when the usual cohort of concurrent
        // callers has joined and nobody else is queued; otherwise give stragglers a moment.
        const cohortDone =
          this.lastBatchSize > 1 &&
          size >= this.lastBatchSize &&
          this.txLock.waiting === 0;
        if (size >= MAX_BATCH || cohortDone) this.flushNow();
        else this.scheduleFlush();
      }
    });
    await durable;
    if (!out.ok) throw out.error;
    return { result: out.result, ts: out.ts };
  }

  // -------------------------------------------------------------- entry points

  private resolve(
    path: string,
    expected: FunctionKind | undefined,
    fromClient: boolean,
  ): ResolvedFunction {
    return resolveFunction(this.host.getApp(), path, { expected, fromClient });
  }

  /**
   * Runs a query at the latest snapshot, or as of commit `at` (`/api/query_at_ts`):
   * then it still runs at the latest snapshot and succeeds only if no later commit
   * wrote into what it read (see history.ts), so its result is exactly the one at
   * `at`; otherwise it throws a `PastReadError` rather than answer with newer data.
   */
  async runQuery(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
    at?: bigint,
  ): Promise<RunResult> {
    const resolved = this.resolve(path, "query", opts.fromClient);
    validateArgs(resolved, args, this.store.tableNameOfId);
    const logLines: string[] = [];
    const { result, ts } = await this.readTransaction(async (tx) => {
      const value = await this.runUdf(resolved, args, tx, opts, logLines);
      if (at !== undefined) {
        const past = this.history.sameAsAt(at, tx.commitTs, tx.readSet);
        if (!past.ok) throw new PastReadError(at, past.reason);
      }
      return { value, usage: tx.usage() };
    });
    return { value: result.value, logLines, ts: at ?? ts, usage: result.usage };
  }

  async runMutation(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult> {
    const resolved = this.resolve(path, "mutation", opts.fromClient);
    validateArgs(resolved, args, this.store.tableNameOfId);
    const logLines: string[] = [];
    const dedup = opts.dedup;
    try {
      const { result, ts } = await this.writeTransaction(async (tx) => {
        if (dedup) {
          const prior = this.store.sessionResult(
            dedup.sessionId,
            dedup.requestId,
          );
          if (prior) {
            return {
              value: jsonToConvex(JSON.parse(prior.result) as JSONValue),
              replayedTs: BigInt(prior.ts),
              usage: undefined,
            };
          }
        }
        const value = await this.runUdf(resolved, args, tx, opts, logLines);
        if (dedup && tx.writes.length > 0) {
          this.store.recordSessionResult(
            dedup.sessionId,
            dedup.requestId,
            tx.commitTs,
            JSON.stringify(convexToJson(value)),
          );
        }
        return { value, replayedTs: null, usage: tx.usage() };
      });
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
    const resolved = this.resolve(path, "action", opts.fromClient);
    validateArgs(resolved, args, this.store.tableNameOfId);
    const logLines: string[] = [];
    const execution = new ActionExecution(
      this,
      this.host,
      "action",
      opts,
      logLines,
    );
    try {
      const value = await this.watchdog.watch(
        executions.run(execution, () =>
          invoke(resolved, args, execution.requestId),
        ),
        resolved.path,
        "action",
      );
      validateReturns(resolved, value, this.store.tableNameOfId);
      return { value, logLines, ts: this.store.lastCommitTs };
    } catch (e) {
      throw attachLogs(toFunctionError(e), logLines);
    } finally {
      execution.closed = true;
    }
  }

  /** Any kind of function by path (for `/api/function` and `/api/run`). */
  async runAny(
    path: string,
    args: Record<string, Value>,
    opts: CallOptions,
  ): Promise<RunResult> {
    const kind = this.resolve(path, undefined, opts.fromClient).kind;
    if (kind === "query") return this.runQuery(path, args, opts);
    if (kind === "mutation") return this.runMutation(path, args, opts);
    return this.runAction(path, args, opts);
  }

  async runHttpAction(
    handler: RegisteredFunction,
    request: Request,
    auth: Auth,
  ): Promise<Response> {
    const execution = new ActionExecution(
      this,
      this.host,
      "http",
      { auth, fromClient: true },
      [],
    );
    try {
      return await executions.run(execution, () =>
        handler.invokeHttpAction!(request),
      );
    } finally {
      execution.closed = true;
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
    const execution = new UdfExecution(
      this,
      this.host,
      resolved.kind as "query" | "mutation",
      tx,
      opts,
      logLines,
      resolved.path,
    );
    try {
      const running = executions.run(execution, () =>
        invoke(resolved, args, ""),
      );
      const started = Date.now();
      const value =
        (opts.depth ?? 0) === 0
          ? await this.watchdog.watch(running, resolved.path, "udf")
          : await running;
      const elapsed = Date.now() - started;
      if (elapsed > 1000 && (opts.depth ?? 0) === 0) {
        log.warn(
          `${resolved.path} ran for ${elapsed} ms; Convex Cloud limits queries and mutations to 1 s.`,
        );
      }
      validateReturns(resolved, value, this.store.tableNameOfId);
      return value;
    } catch (e) {
      throw toFunctionError(e);
    } finally {
      execution.closed = true;
    }
  }

  // -------------------------------------------------------------- scheduler

  schedule(
    tx: Transaction,
    address: Address | Record<string, unknown>,
    tsSeconds: number,
    args: Record<string, Value>,
  ): string {
    const path = addressPath(address);
    const resolved = this.resolve(path, undefined, false);
    if (resolved.kind === "query") {
      throw new Error(
        `Cannot schedule ${resolved.path}: only mutations and actions can be scheduled.`,
      );
    }
    if (++tx.scheduled > LIMITS.maxScheduled) {
      throw new Error(
        `Too many functions scheduled by this mutation (limit: ${LIMITS.maxScheduled}).`,
      );
    }
    return tx.insert(
      "_scheduled_functions",
      {
        name: canonicalJobName(resolved.path),
        args: [args],
        scheduledTime: tsSeconds * 1000,
        state: { kind: "pending" },
      },
      { system: true },
    );
  }

  cancel(tx: Transaction, id: string): void {
    const job = tx.get(id, { table: "_scheduled_functions", system: true });
    if (!job) throw new Error(`Scheduled function ${id} not found.`);
    const kind = (job.state as { kind: string }).kind;
    if (kind === "pending" || kind === "inProgress") {
      tx.patch(
        id,
        { state: { kind: "canceled" }, completedTime: Date.now() },
        { table: "_scheduled_functions", system: true },
      );
    }
  }

  /** Re-arms the scheduler: call on start and after commits that touch jobs. */
  armScheduler(): void {
    if (this.stopped) return;
    const next = this.nextPendingJob();
    if (this.schedulerTimer) clearTimeout(this.schedulerTimer);
    this.schedulerTimer = null;
    if (!next) return;
    const delay = Math.min(
      Math.max(0, (next.scheduledTime as number) - Date.now()),
      2 ** 31 - 1,
    );
    this.schedulerTimer = setTimeout(() => {
      this.schedulerTimer = null;
      this.runDueJobs();
    }, delay);
  }

  private pendingJobs(limit: number): Doc[] {
    const table = this.store.table("_scheduled_functions");
    const index = table?.indexes.get("by_state_time");
    if (!index) return [];
    const rows = this.store.scan(
      index,
      Buffer.from(encodePendingPrefix()),
      Buffer.concat([encodePendingPrefix(), Buffer.from([0xff])]),
      "asc",
      null,
      limit,
    );
    return rows.map((r) => r.doc);
  }

  private nextPendingJob(): Doc | undefined {
    return this.pendingJobs(this.jobsInFlight.size + 1).find(
      (j) => !this.jobsInFlight.has(j._id),
    );
  }

  /**
   * Starts every due job that is not already running, without waiting for them: actions
   * run concurrently, mutations serialize on txLock. Each job's first transaction
   * re-checks that it is still pending, so a job never runs twice.
   */
  private runDueJobs(): void {
    if (this.stopped) return;
    const due = this.pendingJobs(this.jobsInFlight.size + 100).filter(
      (j) =>
        (j.scheduledTime as number) <= Date.now() &&
        !this.jobsInFlight.has(j._id),
    );
    for (const job of due) {
      this.jobsInFlight.add(job._id);
      const run = this.runJob(job)
        .catch((e: unknown) => {
          log.error(`scheduled job ${job._id} failed to run:`, e);
        })
        .finally(() => {
          this.jobsInFlight.delete(job._id);
          this.runningJobs.delete(run);
          this.armScheduler();
        });
      this.runningJobs.add(run);
    }
    this.armScheduler();
  }

  private async runJob(job: Doc): Promise<void> {
    const path = job.name as string;
    const args = (job.args as Value[])[0] as Record<string, Value>;
    const opts: CallOptions = {
      auth: null,
      fromClient: false,
      scheduledJobId: job._id,
    };
    let resolved: ResolvedFunction;
    try {
      resolved = this.resolve(path, undefined, false);
    } catch (e) {
      await this.finishJob(job._id, {
        kind: "failed",
        error: toFunctionError(e).message,
      });
      return;
    }
    if (resolved.kind === "mutation") {
      try {
        await this.writeTransaction(async (tx) => {
          const current = tx.get(job._id, { system: true });
          if (
            !current ||
            (current.state as { kind: string }).kind !== "pending"
          )
            return;
          tx.patch(
            job._id,
            { state: { kind: "inProgress" } },
            { system: true },
          );
          validateArgs(resolved, args, this.store.tableNameOfId);
          await this.runUdf(resolved, args, tx, opts, []);
          tx.patch(
            job._id,
            { state: { kind: "success" }, completedTime: Date.now() },
            { system: true },
          );
        });
      } catch (e) {
        await this.finishJob(job._id, {
          kind: "failed",
          error: toFunctionError(e).message,
        });
      }
      return;
    }
    const started = await this.writeTransaction((tx) => {
      const current = tx.get(job._id, { system: true });
      if (!current || (current.state as { kind: string }).kind !== "pending")
        return false;
      tx.patch(job._id, { state: { kind: "inProgress" } }, { system: true });
      return true;
    });
    if (!started.result) return;
    try {
      await this.runAction(path, args, opts);
      await this.finishJob(job._id, { kind: "success" });
    } catch (e) {
      await this.finishJob(job._id, {
        kind: "failed",
        error: toFunctionError(e).message,
      });
    }
  }

  private async finishJob(
    id: string,
    state: { kind: string; error?: string },
  ): Promise<void> {
    await this.writeTransaction((tx) => {
      const current = tx.get(id, { system: true });
      if (!current) return;
      const kind = (current.state as { kind: string }).kind;
      if (kind === "canceled") return;
      tx.patch(id, { state, completedTime: Date.now() }, { system: true });
    });
  }

  /** On startup: actions left `inProgress` by a crash failed; pending jobs are re-armed. */
  async recoverJobs(): Promise<void> {
    const table = this.store.table("_scheduled_functions");
    const index = table?.indexes.get("by_state_time");
    if (!index) return;
    const prefix = encodeKey(["inProgress"]);
    const rows = this.store.scan(
      index,
      prefix,
      Buffer.concat([prefix, Buffer.from([0xff])]),
      "asc",
      null,
      10_000,
    );
    for (const row of rows) {
      await this.finishJob(row.doc._id, {
        kind: "failed",
        error:
          "Transient error while executing action: the backend restarted while it was running.",
      });
    }
    this.armScheduler();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.watchdog.stop();
    if (this.schedulerTimer) clearTimeout(this.schedulerTimer);
    await Promise.allSettled([...this.runningJobs]);
    await this.txLock.run(() => this.flushNow());
  }

  // ------------------------------------------------------------------ files

  async storeFile(
    bytes: Uint8Array,
    contentType: string | null,
  ): Promise<string> {
    const table = this.store.table("_storage")!;
    const id = this.store.newDocumentId(table);
    const meta = this.host.files.write(id, bytes);
    await this.writeTransaction((tx) => {
      tx.insert(
        "_storage",
        {
          sha256: meta.sha256,
          size: meta.size,
          ...(contentType ? { contentType } : {}),
        },
        { system: true, id },
      );
    });
    return id;
  }
}

/**
 * A query or mutation holds txLock while it runs, so one that never settles must not
 * block the deployment: it fails after UDF_TIMEOUT_MS (its transaction rolls back, and
 * the execution is closed so late syscalls throw); an action gets Convex's own limit,
 * ACTION_TIMEOUT_MS. Code that blocks the event loop cannot be interrupted in-process. One timer serves every execution (armed for the
 * earliest deadline, and keeping the process alive only while something runs), so an
 * execution costs no timer of its own.
 */
class Watchdog {
  private readonly running = new Set<Watched>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;

  watch<T>(
    running: Promise<T>,
    path: string,
    kind: "udf" | "action",
  ): Promise<T> {
    const ms = kind === "udf" ? udfTimeoutMs() : actionTimeoutMs();
    return new Promise<T>((resolve, reject) => {
      const entry = new Watched(Date.now() + ms, path, ms, kind, reject);
      this.running.add(entry);
      if (entry.deadline < this.timerAt) this.arm(entry.deadline);
      else this.timer?.ref();
      running.then(
        (value) => {
          this.finish(entry);
          resolve(value);
        },
        (e: Error) => {
          this.finish(entry);
          reject(e);
        },
      );
    });
  }

  private finish(entry: Watched): void {
    this.running.delete(entry);
    if (this.running.size === 0) this.timer?.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private arm(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => this.check(), Math.max(0, at - Date.now()));
    if (this.running.size === 0) this.timer.unref();
  }

  private check(): void {
    this.timer = null;
    this.timerAt = Infinity;
    const now = Date.now();
    let next = Infinity;
    for (const entry of this.running) {
      if (entry.deadline <= now) {
        this.running.delete(entry);
        entry.reject(
          new FunctionError(
            entry.kind === "udf"
              ? `${entry.path} timed out after ${entry.ms} ms (queries and mutations must finish; Convex Cloud allows 1 s).`
              : `${entry.path} timed out after ${entry.ms / 1000} s (Convex limits actions to 10 minutes).`,
          ),
        );
      } else {
        next = Math.min(next, entry.deadline);
      }
    }
    if (next !== Infinity) this.arm(next);
  }
}

/** A top-level execution the watchdog times out. */
class Watched {
  constructor(
    readonly deadline: number,
    readonly path: string,
    readonly ms: number,
    readonly kind: "udf" | "action",
    readonly reject: (e: Error) => void,
  ) {}
}

function udfTimeoutMs(): number {
  return Number(process.env.LOCAL_BACKEND_UDF_TIMEOUT_MS ?? UDF_TIMEOUT_MS);
}

function actionTimeoutMs(): number {
  return Number(
    process.env.LOCAL_BACKEND_ACTION_TIMEOUT_MS ?? ACTION_TIMEOUT_MS,
  );
}

function encodePendingPrefix(): Buffer {
  return encodeKey(["pending"]);
}

function attachLogs(e: unknown, logLines: string[]): unknown {
  if (e instanceof FunctionError)
    (e as FunctionError & { logLines?: string[] }).logLines = logLines;
  return e;
}

/** A nested call's failure as the client wrapper expects it: `message`, and `data` for ConvexError. */
function rejection(e: unknown): Error & { data?: JSONValue } {
  const err = toFunctionError(e);
  const out: Error & { data?: JSONValue } = new Error(err.message);
  if (err.data !== undefined) out.data = err.data;
  return out;
}

// ---------------------------------------------------------------- executions

abstract class BaseExecution implements Execution {
  closed = false;
  frozenNow?: number;
  random: () => number = Math.random;
  readonly requestId = (++requestCounter).toString(16).padStart(16, "0");

  constructor(
    protected readonly runner: Runner,
    protected readonly host: RunnerHost,
    readonly kind: ExecutionKind,
    protected readonly opts: CallOptions,
    readonly logLines: string[],
  ) {}

  protected get depth(): number {
    return this.opts.depth ?? 0;
  }

  protected identity(): UserIdentity | null {
    const auth = this.opts.auth;
    if (isAuthError(auth)) throw new Error(auth.error);
    return auth;
  }

  protected storageUrl(id: string): string {
    return `${this.host.urls.cloud}/api/storage/${id}`;
  }

  protected storageDoc(tx: Transaction, storageId: string): Doc | null {
    if (
      tableNumberOfId(storageId) !== this.host.store.table("_storage")?.number
    )
      return null;
    return tx.get(storageId, { system: true });
  }

  /** Async syscalls every kind of function has; NOT_COMMON for the others. May throw. */
  protected commonAsync(op: string, args: Record<string, unknown>): unknown {
    switch (op) {
      case "1.0/getUserIdentity":
        return this.identity();
      case "1.0/getDeploymentMetadata":
        return { name: "local", region: null, class: "s16" };
      case "1.0/getRequestMetadata":
        return {
          ip: null,
          userAgent: null,
          requestId: this.requestId,
          scheduledFunctionId: this.opts.scheduledJobId ?? null,
          authToken: null,
        };
      case "1.0/auditLog":
        return null;
      case "1.0/createFunctionHandle":
        return `function://${addressPath(args)}`;
      case "1.0/signJwt":
      case "1.0/createServiceToken":
      case "1.0/getServiceUrl":
        throw new Error(`${op} is not supported by the local backend.`);
      default:
        return NOT_COMMON;
    }
  }

  abstract syscall(op: string, args: Record<string, unknown>): unknown;
  abstract asyncSyscall(op: string, args: Record<string, unknown>): unknown;
  abstract jsSyscall(op: string, args: Record<string, unknown>): unknown;
}

class UdfExecution extends BaseExecution {
  private paginated = false;

  constructor(
    runner: Runner,
    host: RunnerHost,
    kind: "query" | "mutation",
    private readonly tx: Transaction,
    opts: CallOptions,
    logLines: string[],
    private readonly path: string,
  ) {
    super(runner, host, kind, opts, logLines);
    this.frozenNow = Date.now();
    this.random = seededRandom(Math.floor(Math.random() * 2 ** 31));
  }

  private requireMutation(op: string): void {
    if (this.kind !== "mutation")
      throw new Error(`${op} cannot be called from a query.`);
  }

  syscall(op: string, args: Record<string, unknown>): unknown {
    switch (op) {
      case "1.0/queryStream":
        return {
          queryId: this.tx.openStream(args.query as SerializedQuery, false),
        };
      case "1.0/queryCleanup":
        this.tx.closeStream(args.queryId as number);
        return true;
      case "1.0/db/normalizeId":
        return {
          id: this.tx.normalizeId(
            args.table as string,
            args.idString as string,
          ),
        };
      case "1.0/getSnapshotTs":
        return convexToJson(this.tx.commitTs);
      default:
        throw new Error(`Unknown operation ${op}`);
    }
  }

  /**
   * Database work happens now, synchronously (SQLite is synchronous); only nested
   * calls and file reads return a promise.
   */
  asyncSyscall(op: string, args: Record<string, unknown>): unknown {
    try {
      const common = this.commonAsync(op, args);
      if (common !== NOT_COMMON) return common;
      return this.dispatch(op, args);
    } catch (e) {
      throw e instanceof Error ? e : new Error(String(e));
    }
  }

  private dispatch(op: string, args: Record<string, unknown>): unknown {
    const tx = this.tx;
    switch (op) {
      case "1.0/get": {
        const row = tx.getStored(args.id as string, {
          system: args.isSystem === true,
          table: args.table as string | undefined,
        });
        return row === null ? null : new JsonText(row.json);
      }
      case "1.0/queryStreamNext": {
        const row = tx.streamNextStored(args.queryId as number);
        return row === null
          ? { value: null, done: true }
          : new JsonText(`{"value":${row.json},"done":false}`);
      }
      case "1.0/queryPage": {
        if (this.paginated) {
          throw new Error(
            "This query or mutation function ran multiple paginated queries. Convex only supports a single paginated query in each function.",
          );
        }
        this.paginated = true;
        const journal = this.opts.journal;
        const result = tx.page({
          query: args.query as SerializedQuery,
          cursor: (args.cursor as string | null) ?? null,
          endCursor: (args.endCursor as string | null) ?? journal?.end ?? null,
          pageSize: args.pageSize as number,
          maximumRowsRead: (args.maximumRowsRead as number | null) ?? null,
          maximumBytesRead: (args.maximumBytesRead as number | null) ?? null,
          isSystem: false,
        });
        if (journal) journal.end = result.continueCursor;
        const page = result.page.map((row) => row.json).join(",");
        return new JsonText(
          `{"page":[${page}],"isDone":${result.isDone},"continueCursor":${JSON.stringify(result.continueCursor)},"splitCursor":null,"pageStatus":null}`,
        );
      }
      case "1.0/count":
        return tx.count(args.table as string);
      case "1.0/insert": {
        this.requireMutation("insert");
        const value = jsonToConvex(args.value as JSONValue) as Record<
          string,
          Value
        >;
        return { _id: tx.insert(args.table as string, value) };
      }
      case "1.0/shallowMerge":
        this.requireMutation("patch");
        tx.patch(args.id as string, args.value as Record<string, JSONValue>, {
          table: args.table as string | undefined,
        });
        return null;
      case "1.0/replace":
        this.requireMutation("replace");
        tx.replace(
          args.id as string,
          jsonToConvex(args.value as JSONValue) as Record<string, Value>,
          { table: args.table as string | undefined },
        );
        return null;
      case "1.0/remove":
        this.requireMutation("delete");
        tx.delete(args.id as string, {
          table: args.table as string | undefined,
        });
        return null;
      case "1.0/runUdf":
        return this.runNested(args);
      case "1.0/schedule":
        this.requireMutation("scheduler.runAfter/runAt");
        return this.runner.schedule(
          tx,
          args,
          args.ts as number,
          jsonToConvex(args.args as JSONValue) as Record<string, Value>,
        );
      case "1.0/cancel_job":
        this.requireMutation("scheduler.cancel");
        this.runner.cancel(tx, args.id as string);
        return null;
      case "1.0/storageGenerateUploadUrl":
        this.requireMutation("storage.generateUploadUrl");
        return `${this.host.urls.cloud}/api/storage/upload?token=${this.host.files.uploadToken()}`;
      case "1.0/storageGetUrl":
        return this.storageDoc(tx, args.storageId as string)
          ? this.storageUrl(args.storageId as string)
          : null;
      case "1.0/storageGetMetadata": {
        const doc = this.storageDoc(tx, args.storageId as string);
        return doc
          ? {
              storageId: doc._id,
              sha256: doc.sha256,
              size: doc.size,
              contentType: doc.contentType ?? null,
            }
          : null;
      }
      case "1.0/storageDelete": {
        this.requireMutation("storage.delete");
        const doc = this.storageDoc(tx, args.storageId as string);
        if (!doc)
          throw new Error(
            `Storage ID "${args.storageId as string}" not found.`,
          );
        tx.delete(doc._id, { table: "_storage", system: true });
        tx.deletedFiles.push(doc._id);
        return null;
      }
      case "1.0/storageStore": {
        this.requireMutation("storage.store");
        const bytes = Buffer.from(args.blob as string, "base64");
        const table = this.host.store.table("_storage")!;
        const id = this.host.store.newDocumentId(table);
        const meta = this.host.files.write(id, bytes);
        const contentType = args.contentType as string | undefined;
        tx.insert(
          "_storage",
          { ...meta, ...(contentType ? { contentType } : {}) },
          { system: true, id },
        );
        return id;
      }
      case "1.0/storageGet": {
        const doc = this.storageDoc(tx, args.storageId as string);
        if (!doc) return null;
        return this.host.files.read(doc._id).then((bytes) =>
          bytes
            ? {
                blob: bytes.toString("base64"),
                contentType: (doc.contentType as string) ?? null,
              }
            : null,
        );
      }
      case "1.0/getFunctionMetadata":
        return { name: this.path, componentPath: "" };
      case "1.0/getTransactionMetrics": {
        /** What this transaction used of a limit, and what is left. */
        const metric = (used: number, limit: number) => ({
          used,
          remaining: limit - used,
        });
        return {
          bytesRead: metric(tx.bytesRead, LIMITS.maxBytesRead),
          bytesWritten: metric(tx.bytesWritten, LIMITS.maxBytesWritten),
          databaseQueries: metric(tx.queries, LIMITS.maxQueries),
          documentsRead: metric(tx.docsRead, LIMITS.maxDocsRead),
          documentsWritten: metric(tx.docsWritten, LIMITS.maxDocsWritten),
          functionsScheduled: metric(tx.scheduled, LIMITS.maxScheduled),
          scheduledFunctionArgsBytes: metric(0, LIMITS.maxArgsBytes),
        };
      }
      default:
        throw new Error(`Unknown async operation ${op}`);
    }
  }

  private async runNested(args: Record<string, unknown>): Promise<unknown> {
    const udfType = args.udfType as string;
    if (this.depth + 1 >= LIMITS.maxCallDepth) {
      throw new Error(
        `Cross component call depth limit exceeded (${LIMITS.maxCallDepth}).`,
      );
    }
    const kind: "query" | "mutation" =
      udfType === "mutation" ? "mutation" : "query";
    if (kind === "mutation") this.requireMutation("ctx.runMutation");
    const resolved = resolveFunction(this.host.getApp(), addressPath(args), {
      expected: kind,
      fromClient: false,
    });
    const callArgs = jsonToConvex(args.args as JSONValue) as Record<
      string,
      Value
    >;
    const opts: CallOptions = { ...this.opts, depth: this.depth + 1 };
    try {
      validateArgs(resolved, callArgs, this.host.store.tableNameOfId);
      if (kind === "query") {
        return convexToJson(
          await this.runner.runUdf(
            resolved,
            callArgs,
            this.tx,
            opts,
            this.logLines,
          ),
        );
      }
      const sp = this.tx.savepoint();
      try {
        const value = await this.runner.runUdf(
          resolved,
          callArgs,
          this.tx,
          opts,
          this.logLines,
        );
        this.tx.releaseSavepoint(sp);
        return convexToJson(value);
      } catch (e) {
        this.tx.rollbackSavepoint(sp);
        throw e;
      }
    } catch (e) {
      throw rejection(e);
    }
  }

  jsSyscall(op: string): unknown {
    throw new Error(
      `Unknown JS syscall ${op} (not available in ${this.kind}s)`,
    );
  }
}

class ActionExecution extends BaseExecution {
  syscall(op: string): unknown {
    throw new Error(`Unknown operation ${op} (not available in actions)`);
  }

  async asyncSyscall(
    op: string,
    args: Record<string, unknown>,
  ): Promise<unknown> {
    const common = this.commonAsync(op, args);
    if (common !== NOT_COMMON) return common;
    const nested: CallOptions = {
      auth: this.opts.auth,
      fromClient: false,
      depth: this.depth + 1,
    };
    const call = async (run: () => Promise<RunResult>) => {
      if (this.depth + 1 >= LIMITS.maxCallDepth) {
        throw new Error(`Call depth limit exceeded (${LIMITS.maxCallDepth}).`);
      }
      try {
        const result = await run();
        this.logLines.push(...result.logLines);
        return convexToJson(result.value);
      } catch (e) {
        throw rejection(e);
      }
    };
    const callArgs = () =>
      jsonToConvex((args.args as JSONValue) ?? {}) as Record<string, Value>;
    switch (op) {
      case "1.0/actions/query":
        return call(() =>
          this.runner.runQuery(addressPath(args), callArgs(), nested),
        );
      case "1.0/actions/mutation":
        return call(() =>
          this.runner.runMutation(addressPath(args), callArgs(), nested),
        );
      case "1.0/actions/action":
        return call(() =>
          this.runner.runAction(addressPath(args), callArgs(), nested),
        );
      case "1.0/actions/schedule": {
        const { result } = await this.runner.writeTransaction((tx) =>
          this.runner.schedule(tx, args, args.ts as number, callArgs()),
        );
        return result;
      }
      case "1.0/actions/cancel_job":
        await this.runner.writeTransaction((tx) =>
          this.runner.cancel(tx, args.id as string),
        );
        return null;
      case "1.0/actions/vectorSearch": {
        const query = args.query as {
          indexName: string;
          limit?: number;
          vector: number[];
          expressions: JSONValue;
        };
        const { result } = await this.runner.readTransaction((tx) =>
          tx.vectorSearch(
            query.indexName,
            query.vector,
            query.limit ?? 10,
            query.expressions ?? null,
          ),
        );
        return { results: result };
      }
      case "1.0/storageGenerateUploadUrl":
        return `${this.host.urls.cloud}/api/storage/upload?token=${this.host.files.uploadToken()}`;
      case "1.0/storageGetUrl": {
        const { result } = await this.runner.readTransaction((tx) =>
          this.storageDoc(tx, args.storageId as string),
        );
        return result ? this.storageUrl(result._id) : null;
      }
      case "1.0/storageGetMetadata": {
        const { result: doc } = await this.runner.readTransaction((tx) =>
          this.storageDoc(tx, args.storageId as string),
        );
        return doc
          ? {
              storageId: doc._id,
              sha256: doc.sha256,
              size: doc.size,
              contentType: doc.contentType ?? null,
            }
          : null;
      }
      case "1.0/storageDelete": {
        const { result: deleted } = await this.runner.writeTransaction((tx) => {
          const doc = this.storageDoc(tx, args.storageId as string);
          if (!doc)
            throw new Error(
              `Storage ID "${args.storageId as string}" not found.`,
            );
          tx.delete(doc._id, { table: "_storage", system: true });
          return doc._id;
        });
        await this.host.files.remove(deleted);
        return null;
      }
      default:
        throw new Error(`Unknown async operation ${op}`);
    }
  }

  jsSyscall(op: string, args: Record<string, unknown>): unknown {
    switch (op) {
      case "storage/storeBlob": {
        const blob = args.blob as Blob;
        return blob
          .arrayBuffer()
          .then((buf) =>
            this.runner.storeFile(new Uint8Array(buf), blob.type || null),
          );
      }
      case "storage/getBlob":
        return this.runner
          .readTransaction((tx) =>
            this.storageDoc(tx, args.storageId as string),
          )
          .then(async ({ result: doc }) => {
            if (!doc) return null;
            const bytes = await this.host.files.read(doc._id);
            return bytes
              ? new Blob([new Uint8Array(bytes)], {
                  type: (doc.contentType as string | undefined) ?? "",
                })
              : null;
          });
      default:
        throw new Error(`Unknown JS syscall ${op}`);
    }
  }
}
