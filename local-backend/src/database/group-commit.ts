/**
 * Group commit: commits that took their timestamps wait here, in order, and reach
 * SQLite together in one COMMIT (one fsync, synchronous=FULL); each is acknowledged
 * only when its batch is durable. A batch is written on the next turn of the event
 * loop once no other mutation is running (the cohort has joined), after at most a
 * 1 ms window while some still are, and at once when it holds MAX_BATCH commits.
 * It is written on the writer thread (`Store.writeBatch`) while this thread has other
 * work meanwhile (`toWriterThread`), else here; batches sent there are written in
 * order, the next ones sent while earlier ones are written.
 */
import { type BatchCommit, type Store } from "../storage/store";
import { type WriteEntry } from "./read-set";

const MAX_BATCH = 128;
const WINDOW_MS = 1;
/**
 * Batches go to the writer thread while `overlap` is at least this: until four in a
 * row there saw no mutation begin meanwhile (with clients over the sync protocol, one in
 * ten or so does, when it held every client's mutation).
 */
const OVERLAP_MIN = 0.1;
/** While they go here, every this many of several commits go there all the same. */
export const PROBE_EVERY = 16;

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
  /** Recorded sync results, by session and request id. */
  readonly records = new Map<
    string,
    Map<number, { ts: string; result: string }>
  >();
  readonly durable: Promise<void>;
  private resolve!: () => void;
  private reject!: (e: unknown) => void;
  /** Acknowledged or failed already. */
  settled = false;
  /** Sent to the writer thread. */
  sent = false;
  /** A mutation began while it was on the writer thread. */
  overlapped = false;

  constructor() {
    this.durable = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A failed batch is reported to each waiter; never leave it unhandled.
    this.durable.catch(() => undefined);
  }

  get lastTs(): bigint {
    return this.commits[this.commits.length - 1]!.ts;
  }

  succeed(): void {
    this.settled = true;
    this.resolve();
  }

  fail(error: unknown): void {
    this.settled = true;
    this.reject(error);
  }

  record(commit: PendingCommit): void {
    const record = commit.sessionRecord;
    if (!record) return;
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
}

export class GroupCommit {
  /** The batch commits join. */
  private batch: Batch | null = null;
  /** Batches on the writer thread (see `Store.writeBatch`), oldest first. */
  private readonly writing: Batch[] = [];
  /**
   * Whether this thread had work while batches were on the writer thread: 1 after a
   * batch there during which a mutation began, halved after each during which none did.
   */
  private overlap = 1;
  /** Batches of several commits written here since one went to the writer thread. */
  private writtenHere = 0;
  private immediate: NodeJS.Immediate | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners: ((c: DurableEvent) => void)[] = [];
  private readonly failureHooks: (() => void)[] = [];

  constructor(
    private readonly store: Store,
    private readonly writersRunning: () => number,
  ) {}

  onDurable(listener: (c: DurableEvent) => void): void {
    this.listeners.push(listener);
  }

  /** Called when a batch could not be written: its commits, and later ones, are gone. */
  onFailed(hook: () => void): void {
    this.failureHooks.push(hook);
  }

  /** Queues a commit; resolves when it is durable. */
  add(commit: PendingCommit): Promise<void> {
    const batch = (this.batch ??= new Batch());
    batch.commits.push(commit);
    batch.record(commit);
    if (batch.commits.length >= MAX_BATCH) this.write();
    else this.schedule();
    return batch.durable;
  }

  /** A mutation began: if a batch is on the writer thread, this thread had work meanwhile. */
  mutationBegan(): void {
    const written = this.writing.at(-1);
    if (written) written.overlapped = true;
  }

  /** Resolves once every commit up to `ts` is durable. */
  durable(ts: bigint): Promise<void> {
    if (ts <= this.store.lastCommitTs) return Promise.resolve();
    for (const batch of this.writing)
      if (ts <= batch.lastTs) return batch.durable;
    return (this.batch ?? this.writing.at(-1))?.durable ?? Promise.resolve();
  }

  pendingSessionResult(
    sessionId: string,
    requestId: number,
  ): { ts: string; result: string } | undefined {
    for (const batch of [this.batch, ...this.writing]) {
      const record = batch?.records.get(sessionId)?.get(requestId);
      if (record) return record;
    }
    return undefined;
  }

  /** The highest request id of `sessionId`'s results not yet durable (-1: none). */
  pendingMaxRequest(sessionId: string): number {
    let max = -1;
    for (const batch of [this.batch, ...this.writing]) {
      for (const id of batch?.records.get(sessionId)?.keys() ?? [])
        if (id > max) max = id;
    }
    return max;
  }

  private schedule(): void {
    if (this.writersRunning() === 0) this.immediate ??= setImmediate(this.run);
    else this.timer ??= setTimeout(this.run, WINDOW_MS);
  }

  private readonly run = (): void => this.write();

  private clearTimers(): void {
    if (this.immediate) clearImmediate(this.immediate);
    if (this.timer) clearTimeout(this.timer);
    this.immediate = null;
    this.timer = null;
  }

  /**
   * Writes the open batch: on the writer thread if the store sends it there (after
   * those already there), else here, once those are done.
   */
  private write(): void {
    this.clearTimers();
    const batch = this.batch;
    if (!batch) return;
    if (!this.toWriterThread(batch)) return this.writeHere();
    let started: boolean;
    try {
      started = this.store.writeBatch(batch.commits, (error) =>
        this.finished(batch, error),
      );
    } catch (e) {
      // Not sent: the batches before it are written first, then it fails alone.
      this.store.settle();
      this.batch = null;
      this.finished(batch, e);
      return;
    }
    if (!started) return this.writeHere();
    batch.sent = true;
    this.batch = null;
    this.writing.push(batch);
  }

  /**
   * Whether `batch` goes to the writer thread. That pays when this thread has other
   * work while it is written (clients whose requests keep coming); otherwise the trip
   * there and back only delays the callers, who are all waiting for it: one caller at
   * a time (a lone commit), or callers that all wait for each other. So a batch goes
   * there while mutations kept beginning during most of the last ones written there,
   * and now and then to see whether they do again.
   */
  private toWriterThread(batch: Batch): boolean {
    if (this.writing.length > 0) return true; // behind those, in order
    if (batch.commits.length === 1) return false;
    if (this.overlap >= OVERLAP_MIN) return true;
    if (++this.writtenHere < PROBE_EVERY) return false;
    this.writtenHere = 0;
    return true;
  }

  /** Writes the open batch on this thread, once the writer thread's are done. */
  private writeHere(): void {
    // Those are reported first, in order; one that failed fails the open batch too.
    this.store.settle();
    const batch = this.batch;
    this.batch = null;
    if (!batch) return;
    try {
      this.store.applyBatch(batch.commits);
    } catch (e) {
      this.finished(batch, e);
      return;
    }
    this.finished(batch, null);
  }

  /** Writes every pending commit now, on this thread (shutdown, schema changes). */
  flush(): void {
    this.clearTimers();
    this.writeHere();
  }

  /** Acknowledges a batch written (`error` null) or fails it. */
  private finished(batch: Batch, error: unknown): void {
    if (batch.settled) return;
    if (this.writing[0] === batch) this.writing.shift();
    if (error) {
      // Commits made since read this batch's writes: they fail with it.
      const doomed = [batch, ...this.writing.splice(0), this.batch];
      this.batch = null;
      this.clearTimers();
      for (const hook of this.failureHooks) hook();
      for (const b of doomed) b?.fail(error);
      return;
    }
    if (batch.sent) this.overlap = batch.overlapped ? 1 : this.overlap / 2;
    batch.succeed();
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
