/**
 * Group commit: commits that took their timestamps wait here, in order, and reach
 * SQLite together in one COMMIT (one fsync, synchronous=FULL); each is acknowledged
 * only when its batch is durable. A batch is written on the next turn of the event
 * loop once no other mutation is running (the cohort has joined), after at most a
 * 1 ms window while some still are, and at once when it holds MAX_BATCH commits.
 */
import { type BatchCommit, type Store } from "../storage/store";
import { type WriteEntry } from "./read-set";

const MAX_BATCH = 128;
const WINDOW_MS = 1;

export interface PendingCommit extends BatchCommit {
  writes: readonly WriteEntry[];
  deletedFiles: readonly string[];
}

export interface DurableEvent {
  readonly stage: "durable";
  readonly ts: bigint;
  readonly writes: readonly WriteEntry[];
  readonly deletedFiles: readonly string[];
}

class Batch {
  readonly commits: PendingCommit[] = [];
  readonly durable: Promise<void>;
  resolve!: () => void;
  reject!: (e: unknown) => void;

  constructor() {
    this.durable = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A failed batch is reported to each waiter; never leave it unhandled.
    this.durable.catch(() => undefined);
  }
}

export class GroupCommit {
  private batch: Batch | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners: ((c: DurableEvent) => void)[] = [];
  private readonly failureHooks: (() => void)[] = [];
  /** Recorded sync results not yet durable, by session and request id. */
  private readonly records = new Map<
    string,
    Map<number, { ts: string; result: string }>
  >();

  constructor(
    private readonly store: Store,
    private readonly writersRunning: () => number,
  ) {}

  onDurable(listener: (c: DurableEvent) => void): void {
    this.listeners.push(listener);
  }

  /** Called when a batch could not be written: its commits are gone. */
  onFailed(hook: () => void): void {
    this.failureHooks.push(hook);
  }

  /** Queues a commit; resolves when it is durable. */
  add(commit: PendingCommit): Promise<void> {
    const batch = (this.batch ??= new Batch());
    batch.commits.push(commit);
    const record = commit.sessionRecord;
    if (record) {
      let session = this.records.get(record.sessionId);
      if (!session) {
        session = new Map();
        this.records.set(record.sessionId, session);
      }
      session.set(record.requestId, {
        ts: commit.ts.toString(),
        result: record.result,
      });
    }
    if (batch.commits.length >= MAX_BATCH) this.flush();
    else this.schedule();
    return batch.durable;
  }

  /** Resolves once every commit up to `ts` is durable. */
  durable(ts: bigint): Promise<void> {
    if (ts <= this.store.lastCommitTs || !this.batch) return Promise.resolve();
    return this.batch.durable;
  }

  pendingSessionResult(
    sessionId: string,
    requestId: number,
  ): { ts: string; result: string } | undefined {
    return this.records.get(sessionId)?.get(requestId);
  }

  /** The highest request id of `sessionId`'s results not yet durable (-1: none). */
  pendingMaxRequest(sessionId: string): number {
    let max = -1;
    for (const id of this.records.get(sessionId)?.keys() ?? [])
      if (id > max) max = id;
    return max;
  }

  private schedule(): void {
    if (this.writersRunning() === 0) this.immediate ??= setImmediate(this.run);
    else this.timer ??= setTimeout(this.run, WINDOW_MS);
  }

  private readonly run = (): void => this.flush();

  /** Writes the open batch now (one COMMIT) and acknowledges it. */
  flush(): void {
    if (this.immediate) clearImmediate(this.immediate);
    if (this.timer) clearTimeout(this.timer);
    this.immediate = null;
    this.timer = null;
    const batch = this.batch;
    if (!batch) return;
    this.batch = null;
    this.records.clear();
    try {
      this.store.applyBatch(batch.commits);
    } catch (e) {
      for (const hook of this.failureHooks) hook();
      batch.reject(e);
      return;
    }
    batch.resolve();
    for (const c of batch.commits) {
      const event: DurableEvent = {
        stage: "durable",
        ts: c.ts,
        writes: c.writes,
        deletedFiles: c.deletedFiles,
      };
      for (const listener of this.listeners) listener(event);
    }
  }
}
