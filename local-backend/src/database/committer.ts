/**
 * The transaction pipeline: the one owner of the commit lock, of `Transaction`s and of
 * group commit.
 *
 * Every query and mutation runs under one FIFO lock, one at a time (serial execution
 * gives serializability without OCC). A write transaction runs inside a SAVEPOINT of
 * the open group-commit batch and is acknowledged only when the batch is durable.
 * Two events, in commit order: "applied" as a write transaction enters the open batch
 * (synchronously, under the lock, before it is durable: the sync layer's invalidation
 * point) and "durable" once its batch is fsynced (deleting storage files, re-arming the
 * scheduler, tests).
 */
import { FifoLock } from "../lock";
import { CommitHistory } from "../runtime/history";
import { Transaction } from "../runtime/transaction";
import { type Store } from "../storage/store";

/** A write transaction that has entered the open batch; not durable yet. */
export interface AppliedCommit {
  readonly stage: "applied";
  readonly ts: bigint;
  readonly tx: Transaction;
}

/** A write transaction whose batch is durable. */
export interface DurableCommit {
  readonly stage: "durable";
  readonly ts: bigint;
  readonly tx: Transaction;
}

/** A transaction's result and its timestamp (commit ts for writes, snapshot ts for reads). */
export interface Committed<T> {
  result: T;
  ts: bigint;
}

const MAX_BATCH = 128;
const GROUP_COMMIT_WINDOW_MS = 1;

export class Committer {
  private readonly lock = new FifoLock();
  private flushScheduled = false;
  private lastBatchSize = 0;
  private pendingCommits: DurableCommit[] = [];
  private readonly appliedHooks: ((c: AppliedCommit) => void)[] = [];
  private readonly durableListeners: ((c: DurableCommit) => void)[] = [];

  /** Recent write sets, for reads at a past timestamp (`runQuery` with `at`). */
  readonly history: CommitHistory;

  constructor(private readonly store: Store) {
    this.history = new CommitHistory(store);
  }

  /**
   * Called synchronously under the lock as each write transaction enters the open
   * batch (before it is durable): the sync layer's invalidation point.
   */
  onApplied(hook: (c: AppliedCommit) => void): void {
    this.appliedHooks.push(hook);
  }

  /** Called once per write transaction when its batch is durable, in commit order. */
  onDurable(listener: (c: DurableCommit) => void): void {
    this.durableListeners.push(listener);
  }

  /** Whether a transaction (or a `serialized` caller) holds the lock. */
  get busy(): boolean {
    return this.lock.isHeld;
  }

  /**
   * Runs `fn` with no transaction interleaving (the sync update round, a code reload,
   * tests that stall commits).
   */
  serialized<T>(fn: () => Promise<T> | T): Promise<T> {
    return this.lock.run(fn);
  }

  /** A read-only transaction at `ts`, for a caller that holds the lock (`serialized`). */
  snapshot(ts: bigint): Transaction {
    return new Transaction(this.store, ts, false);
  }

  /** Runs `body` as one serialized read-only transaction; resolves once what it read is durable. */
  async read<T>(
    body: (tx: Transaction) => Promise<T> | T,
  ): Promise<Committed<T>> {
    let durable = null as Promise<void> | null;
    const out = await this.lock.run(async () => {
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
  async write<T>(
    body: (tx: Transaction) => Promise<T> | T,
  ): Promise<Committed<T>> {
    let durable!: Promise<void>;
    const out = await this.lock.run(async () => {
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
        this.apply(tx);
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
          this.lock.waiting === 0;
        if (size >= MAX_BATCH || cohortDone) this.flush();
        else this.scheduleFlush();
      }
    });
    await durable;
    if (!out.ok) throw out.error;
    return { result: out.result, ts: out.ts };
  }

  /** A write transaction enters the open batch: recorded, then announced. */
  private apply(tx: Transaction): void {
    this.store.noteCommitted(tx.commitTs, tx.creationTime);
    this.pendingCommits.push({ stage: "durable", ts: tx.commitTs, tx });
    this.history.record(tx.commitTs, tx.writes, tx.bytesWritten);
    for (const hook of this.appliedHooks)
      hook({ stage: "applied", ts: tx.commitTs, tx });
  }

  /**
   * Group commit: the batch is committed once the mutations already queued on the lock
   * have joined it. When the last batch held several mutations (concurrent callers),
   * wait a short window so that requests still being parsed can join too.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const flush = () => {
      void this.lock.run(() => {
        this.flushScheduled = false;
        this.flush();
      });
    };
    if (this.lastBatchSize > 1) setTimeout(flush, GROUP_COMMIT_WINDOW_MS);
    else setImmediate(flush);
  }

  /** Commits the open batch; call it inside `serialized` (or when stopping). */
  flush(): void {
    const commits = this.pendingCommits;
    this.pendingCommits = [];
    const durable = this.store.pendingDurability;
    if (durable) this.lastBatchSize = this.store.batchSize;
    this.store.flush();
    if (!durable) return;
    void durable.then(
      () => {
        for (const c of commits) {
          for (const l of this.durableListeners) l(c);
        }
      },
      () => undefined,
    );
  }

  /** Waits for the lock, then commits what is pending. */
  async stop(): Promise<void> {
    await this.lock.run(() => this.flush());
  }
}
