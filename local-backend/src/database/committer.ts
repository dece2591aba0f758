/**
 * The transaction pipeline's one owner: it begins transactions at snapshots, commits
 * them with optimistic concurrency control, group-commits them to SQLite, and publishes
 * two events that cannot be confused:
 * - `onApplied`: synchronously, as a commit takes its timestamp (before it is durable);
 *   the sync layer invalidates subscriptions here;
 * - `onDurable`: after the batch holding it is COMMITted (one fsync), in commit order;
 *   what may only follow durability (deleting storage files, arming the scheduler).
 *
 * Queries read the latest durable snapshot without waiting for anyone. Mutations run
 * concurrently, each at the latest committed snapshot with its writes buffered; at
 * commit, its read set is checked against every commit after its snapshot (the write
 * log), and on a conflict it runs again with Convex's backoff and retry budget (4
 * retries, 10 ms doubling to at most 2 s), so the result stays serializable. A commit
 * is acknowledged once its batch is durable.
 *
 * The lock serializes commits with callers that must see none land meanwhile
 * (`serialized`: a code reload, tests that hold commits back). The sync layer's update
 * rounds do not take it: they read one snapshot while commits land, and an execution
 * that a commit overtook is re-run (`firstChangeAfter`).
 */
import { FifoLock } from "../lock";
import { Cohorts } from "./cohorts";
import { type Store } from "../storage/store";
import { Transaction } from "./transaction";
import { type ReadSet, type WriteEntry } from "./read-set";
import { InvalidTimestamp, type LoggedCommit, WriteLog } from "./write-log";
import { type DurableEvent, GroupCommit } from "./group-commit";
import { OccError } from "./occ-error";

export interface AppliedCommit {
  readonly stage: "applied";
  readonly ts: bigint;
  readonly writes: readonly WriteEntry[];
}

export type DurableCommit = DurableEvent;

/** Convex's OCC retry budget and backoff (UDF_EXECUTOR_OCC_* knobs). */
export const OCC_RETRY = {
  maxRetries: 4,
  initialBackoffMs: 10,
  maxBackoffMs: 2000,
} as const;

export interface WriteOptions {
  /** The function being run, for conflict messages ("messages:send"). */
  source: string;
  /**
   * A client's mutation over the sync protocol, run on this thread: it begins with
   * the others that become ready in this turn of the event loop (`./cohorts.ts`).
   */
  cohort?: boolean;
}

/** The backend's own writes (scheduler bookkeeping, file uploads). */
const SYSTEM_WRITE: WriteOptions = { source: "_system" };

/** Sessions whose request ceiling is kept; past that, all are read again as needed. */
export const MAX_CEILINGS = 10_000;

type CommitOutcome =
  | { ok: true; ts: bigint; durable: Promise<void> | null }
  | { ok: false; conflict: OccError };

export class Committer {
  private readonly lock = new FifoLock();
  private readonly cohorts = new Cohorts();
  readonly log: WriteLog;
  private appliedTs: bigint;
  private readonly groupCommit: GroupCommit;
  private readonly appliedHooks: ((c: AppliedCommit) => void)[] = [];
  private readonly forgetHooks: ((after: bigint) => void)[] = [];
  /** Snapshots of running transactions: the write log keeps what they may need. */
  private readonly snapshots = new Map<bigint, number>();
  private writersRunning = 0;
  /** Per sync session, the highest request id it may have a record for. */
  private readonly requestCeilings = new Map<string, number>();
  /** Counters for benchmarks and tests. */
  readonly stats = { commits: 0, conflicts: 0, retriesExhausted: 0 };

  constructor(private readonly store: Store) {
    this.appliedTs = store.lastCommitTs;
    this.log = new WriteLog(store.lastCommitTs);
    this.groupCommit = new GroupCommit(store, () => this.writersRunning);
    // A batch SQLite refused never happened: forget its commits.
    this.groupCommit.onFailed(() => {
      this.log.dropAfter(this.store.lastCommitTs);
      this.appliedTs = this.store.lastCommitTs;
      for (const hook of this.forgetHooks) hook(this.store.lastCommitTs);
    });
  }

  /** The latest commit's ts (durable or about to be). */
  get latestTs(): bigint {
    return this.appliedTs;
  }

  /** The latest durable commit's ts. */
  get durableTs(): bigint {
    return this.store.lastCommitTs;
  }

  onApplied(hook: (c: AppliedCommit) => void): void {
    this.appliedHooks.push(hook);
  }

  /** Commits after `after` never happened (their batch failed): copies of the log drop them. */
  onForgotten(hook: (after: bigint) => void): void {
    this.forgetHooks.push(hook);
  }

  onDurable(listener: (c: DurableCommit) => void): void {
    this.groupCommit.onDurable(listener);
  }

  /** Resolves once every commit up to `ts` is durable. */
  durable(ts: bigint): Promise<void> {
    return this.groupCommit.durable(ts);
  }

  /**
   * The ts of the first commit after `ts` that wrote into `readSet`, or null (if the
   * log no longer reaches back to `ts`, the commit just after it, to be safe).
   */
  firstChangeAfter(ts: bigint, readSet: ReadSet): bigint | null {
    try {
      return this.log.firstConflict(this.store, ts, readSet)?.commit.ts ?? null;
    } catch {
      return ts + 1n;
    }
  }

  /** A transaction at `ts` that the caller drives and drops (sync update rounds). */
  snapshot(ts: bigint): Transaction {
    return new Transaction(this.store, this.log, ts, false);
  }

  /**
   * Runs `body` as a read-only transaction at the latest durable snapshot (or at `at`,
   * a past commit still in the write log), without waiting for writers.
   */
  async read<T>(
    body: (tx: Transaction) => Promise<T> | T,
    at?: bigint,
  ): Promise<{ result: T; ts: bigint }> {
    const ts = at ?? this.durableTs;
    const result = await this.pinned(ts, async () => {
      const tx = new Transaction(this.store, this.log, ts, false);
      const out = await body(tx);
      if (at !== undefined && at > this.durableTs) await this.durable(at);
      return out;
    });
    return { result, ts };
  }

  /**
   * Keeps snapshot `ts` readable while `body` runs: the write log keeps every commit it
   * needs (a function worker reads it through its own connection and copy of the log).
   * Throws `InvalidTimestamp` for a snapshot the log cannot serve.
   */
  async pinned<T>(ts: bigint, body: () => Promise<T>): Promise<T> {
    if (ts > this.appliedTs) throw new InvalidTimestamp(ts, "future");
    if (ts < this.log.horizon) throw new InvalidTimestamp(ts, "too old");
    this.pin(ts);
    try {
      return await body();
    } finally {
      this.unpin(ts);
    }
  }

  /**
   * Runs `body` as a mutation's transaction and commits it; on a conflict, runs it
   * again. Throws (with nothing written) if `body` throws or the retries run out;
   * resolves once the commit is durable.
   */
  async write<T>(
    body: (tx: Transaction) => Promise<T> | T,
    opts: WriteOptions = SYSTEM_WRITE,
  ): Promise<{ result: T; ts: bigint }> {
    for (let attempt = 0; ; attempt++) {
      // A retry begins alone, when its backoff ends.
      const turn =
        opts.cohort && attempt === 0 ? await this.cohorts.join() : null;
      let result: T;
      let outcome: CommitOutcome;
      try {
        // The body may move `tx` to a later snapshot (`Transaction.adopt`): this one
        // stays pinned meanwhile.
        const pinned = this.appliedTs;
        const tx = this.begin(pinned, true);
        this.writersRunning++;
        this.groupCommit.mutationBegan();
        try {
          result = await body(tx);
        } finally {
          this.writersRunning--;
          this.unpin(pinned);
        }
        outcome = await this.lock.run(() => this.commit(tx, opts.source));
      } finally {
        turn?.done();
      }
      if (outcome.ok) {
        if (outcome.durable) await outcome.durable;
        return { result, ts: outcome.ts };
      }
      this.stats.conflicts++;
      if (turn) this.cohorts.contended();
      if (attempt >= OCC_RETRY.maxRetries) {
        this.stats.retriesExhausted++;
        throw outcome.conflict;
      }
      await backoff(attempt);
    }
  }

  /** Runs `fn` with no commit landing meanwhile (sync update rounds, code reloads). */
  serialized<T>(fn: () => Promise<T> | T): Promise<T> {
    return this.lock.run(fn);
  }

  /** Writes the pending batch now (shutdown, schema changes). */
  flush(): void {
    this.groupCommit.flush();
  }

  /** Whether a commit or a `serialized` caller holds the lock (tests). */
  get busy(): boolean {
    return this.lock.isHeld;
  }

  /** Waits for the lock, then writes what is pending. */
  async stop(): Promise<void> {
    await this.lock.run(() => this.flush());
  }

  /**
   * A sync-protocol mutation's recorded result, durable or pending. Looked up twice for
   * every such mutation (before it runs, and at commit), and nearly always absent: a
   * request id above its session's ceiling has no record, without a read.
   */
  sessionResult(
    sessionId: string,
    requestId: number,
  ): { ts: string; result: string } | undefined {
    if (requestId > this.requestCeiling(sessionId)) return undefined;
    return (
      this.groupCommit.pendingSessionResult(sessionId, requestId) ??
      this.store.sessionResult(sessionId, requestId)
    );
  }

  /**
   * An upper bound on the request ids `sessionId` has a record for, read once per
   * session and raised as its commits are recorded. Pruning only lowers the truth, and
   * a batch that fails leaves the bound high, so it stays an upper bound. Written here
   * rather than taken from a library: it is a cache of this store's own invariant.
   */
  private requestCeiling(sessionId: string): number {
    let ceiling = this.requestCeilings.get(sessionId);
    if (ceiling === undefined) {
      if (this.requestCeilings.size >= MAX_CEILINGS)
        this.requestCeilings.clear();
      ceiling = Math.max(
        this.store.maxSessionRequest(sessionId),
        this.groupCommit.pendingMaxRequest(sessionId),
      );
      this.requestCeilings.set(sessionId, ceiling);
    }
    return ceiling;
  }

  private raiseCeiling(record: { sessionId: string; requestId: number }): void {
    const ceiling = this.requestCeilings.get(record.sessionId);
    if (ceiling !== undefined && record.requestId > ceiling)
      this.requestCeilings.set(record.sessionId, record.requestId);
  }

  private begin(ts: bigint, writable: boolean): Transaction {
    this.pin(ts);
    return new Transaction(this.store, this.log, ts, writable);
  }

  private pin(ts: bigint): void {
    this.snapshots.set(ts, (this.snapshots.get(ts) ?? 0) + 1);
  }

  private unpin(ts: bigint): void {
    const n = (this.snapshots.get(ts) ?? 1) - 1;
    if (n === 0) this.snapshots.delete(ts);
    else this.snapshots.set(ts, n);
  }

  /** Validates and applies one transaction: synchronous, so commits never interleave. */
  private commit(tx: Transaction, source: string): CommitOutcome {
    const conflict = this.log.firstConflict(
      this.store,
      tx.snapshotTs,
      tx.readSet,
    );
    if (conflict) {
      const name = (n: number) => this.store.tableByNumber(n)?.name;
      return { ok: false, conflict: OccError.of(conflict, source, name) };
    }
    const record = tx.sessionRecord;
    if (record && this.sessionResult(record.sessionId, record.requestId))
      return { ok: false, conflict: OccError.replayed() };
    if (tx.writes.length === 0 && !record) {
      return {
        ok: true,
        ts: tx.snapshotTs,
        durable:
          tx.snapshotTs > this.durableTs ? this.durable(tx.snapshotTs) : null,
      };
    }
    const ts = this.nextTs();
    const writes = tx.commitWrites(ts);
    if (record) this.raiseCeiling(record);
    const logged: LoggedCommit = {
      ts,
      writes,
      bytes: tx.bytesWritten,
      source,
    };
    this.appliedTs = ts;
    this.stats.commits++;
    this.log.append(logged, this.oldestNeeded());
    const durable = this.groupCommit.add({
      ts,
      writes,
      deletedFiles: tx.deletedFiles,
      ...(record ? { sessionRecord: record } : {}),
    });
    const applied: AppliedCommit = { stage: "applied", ts, writes };
    for (const hook of this.appliedHooks) hook(applied);
    return { ok: true, ts, durable };
  }

  /** Wall-clock nanoseconds, strictly above the last commit. */
  private nextTs(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    return now > this.appliedTs ? now : this.appliedTs + 1n;
  }

  /** The oldest snapshot still needed: running transactions', and the durable one. */
  oldestNeeded(): bigint {
    let oldest = this.durableTs;
    for (const ts of this.snapshots.keys()) if (ts < oldest) oldest = ts;
    return oldest;
  }
}

/** Exponential backoff with full jitter, as Convex's `Backoff`. */
function backoff(attempt: number): Promise<void> {
  const cap = Math.min(
    OCC_RETRY.maxBackoffMs,
    OCC_RETRY.initialBackoffMs * 2 ** attempt,
  );
  const ms = cap / 2 + Math.random() * (cap / 2);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
