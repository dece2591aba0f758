/**
 * The write log: the write sets of recent commits, in commit order, kept for a
 * retention window. It is what makes the store multi-version:
 * - optimistic concurrency control: a transaction that began at snapshot `ts` commits
 *   only if no commit after `ts` wrote into what it read (`firstConflict`);
 * - snapshots: the database file holds the latest durable state; the version of a
 *   document at another ts is recovered from the log (`versionsAt`): undoing the commits
 *   after an older snapshot, or replaying the committed but not yet durable ones for a
 *   newer one. So queries read a consistent snapshot while writers commit, and
 *   `/api/query_at_ts` reads a past one.
 * Both need index keys of the logged versions: those of the newest commits are
 * encoded once (`./recent-keys.ts`).
 */
import Denque from "denque";
import {
  type Doc,
  type IndexInfo,
  type Store,
  type TableInfo,
} from "../storage/store";
import {
  inInterval,
  type ReadInterval,
  type ReadSet,
  type WriteEntry,
} from "./read-set";
import { RecentKeys } from "./recent-keys";
import { type PendingRow, Replay, type Version } from "./replay";

export type { Version } from "./replay";

export interface LoggedCommit {
  ts: bigint;
  writes: readonly WriteEntry[];
  bytes: number;
  /** The function that wrote it (conflict messages), e.g. "messages:send". */
  source: string;
}

export interface RetentionLimits {
  /** Oldest commit kept, in ms (default 5 minutes). */
  maxAgeMs: number;
  /** Written bytes kept in all (default 32 MiB). */
  maxBytes: number;
}

const DEFAULT_RETENTION: RetentionLimits = {
  maxAgeMs: 5 * 60_000,
  maxBytes: 32 << 20,
};

export interface Conflict {
  commit: LoggedCommit;
  write: WriteEntry;
}

/**
 * A read set's intervals by the table they read, built as a conflict check meets
 * each table: the check then encodes a write's keys only in the indexes it read.
 */
class IntervalsByTable {
  private readonly byIndex = new Map<number, ReadInterval[]>();
  private readonly byTable = new Map<number, [IndexInfo, ReadInterval[]][]>();

  constructor(readSet: ReadSet) {
    for (const iv of readSet.intervals) {
      const list = this.byIndex.get(iv.indexId);
      if (list) list.push(iv);
      else this.byIndex.set(iv.indexId, [iv]);
    }
  }

  of(table: TableInfo): [IndexInfo, ReadInterval[]][] {
    let read = this.byTable.get(table.number);
    if (!read) {
      read = [];
      for (const index of table.indexes.values()) {
        const intervals = this.byIndex.get(index.id);
        if (intervals) read.push([index, intervals]);
      }
      this.byTable.set(table.number, read);
    }
    return read;
  }
}

/**
 * A snapshot the backend cannot read: newer than the latest commit, or older than what
 * the write log still holds. `/api/query_at_ts` answers it with 400 `InvalidTimestamp`.
 */
export class InvalidTimestamp extends Error {
  constructor(
    readonly ts: bigint,
    readonly reason: "future" | "too old",
  ) {
    super(
      reason === "future"
        ? `Timestamp ${ts} is newer than the latest commit; get one from /api/query_ts.`
        : `Timestamp ${ts} is too old: the local backend keeps the write history of the last 5 minutes (32 MiB) of commits since it started. Get a new one from /api/query_ts.`,
    );
    this.name = "InvalidTimestamp";
  }
}

export class WriteLog {
  /** Oldest first; a deque, since at its limits the log drops one per commit. */
  private readonly commits = new Denque<LoggedCommit>();
  private bytes = 0;
  /** Commits at or before this ts may have been dropped. */
  private horizonTs: bigint;
  private readonly limits: RetentionLimits;
  private readonly keys = new RecentKeys();
  private readonly replay = new Replay(this);

  constructor(startTs: bigint, limits: Partial<RetentionLimits> = {}) {
    this.limits = { ...DEFAULT_RETENTION, ...limits };
    // Nothing before this process started is recorded.
    this.horizonTs = startTs;
  }

  /** The oldest snapshot the log can still serve. */
  get horizon(): bigint {
    return this.horizonTs;
  }

  get latestTs(): bigint {
    return this.commits.peekBack()?.ts ?? this.horizonTs;
  }

  /**
   * Appends a commit (in commit order) and drops what falls out of the retention
   * window, but never a commit after `keepAfter` (the oldest snapshot still in use
   * or not yet durable).
   */
  append(commit: LoggedCommit, keepAfter: bigint): void {
    this.commits.push(commit);
    this.keys.add(commit.writes);
    this.bytes += commit.bytes;
    const oldest = commit.ts - BigInt(this.limits.maxAgeMs) * 1_000_000n;
    while (this.commits.length > 1) {
      const first = this.commits.peekFront()!;
      if (first.ts > keepAfter) break;
      if (first.ts >= oldest && this.bytes <= this.limits.maxBytes) break;
      this.bytes -= first.bytes;
      this.horizonTs = first.ts;
      this.commits.shift();
    }
  }

  /** Forgets the commits after `ts` (a batch that never became durable). */
  dropAfter(ts: bigint): void {
    while (this.commits.length > 0 && this.commits.peekBack()!.ts > ts)
      this.bytes -= this.commits.pop()!.bytes;
    this.keys.clear();
    this.replay.clear();
  }

  /** `doc`'s key in `index`, encoded once if a recent commit wrote `doc`. */
  keyOf(index: IndexInfo, doc: Doc): Buffer {
    return this.keys.keyOf(index, doc);
  }

  /** Commits with `after < ts <= upTo`, oldest first. */
  *between(after: bigint, upTo: bigint): Generator<LoggedCommit> {
    if (after < this.horizonTs) throw new InvalidTimestamp(after, "too old");
    let i = this.commits.length;
    while (i > 0 && this.commits.peekAt(i - 1)!.ts > after) i--;
    for (; i < this.commits.length; i++) {
      const commit = this.commits.peekAt(i)!;
      if (commit.ts > upTo) return;
      yield commit;
    }
  }

  /** The first commit after `ts` that wrote into `readSet`, if any. */
  firstConflict(store: Store, ts: bigint, readSet: ReadSet): Conflict | null {
    let intervals: IntervalsByTable | null = null;
    for (const commit of this.between(ts, this.latestTs)) {
      for (const write of commit.writes) {
        if (readSet.points.has(write.id)) return { commit, write };
        if (readSet.searchTables.has(write.tableNumber))
          return { commit, write };
        const table = store.tableByNumber(write.tableNumber);
        if (!table) continue;
        if (readSet.missingTables.has(table.name)) return { commit, write };
        intervals ??= new IntervalsByTable(readSet);
        for (const [index, read] of intervals.of(table)) {
          if (this.inRead(index, write.oldDoc, read)) return { commit, write };
          if (this.inRead(index, write.newDoc, read)) return { commit, write };
        }
      }
    }
    return null;
  }

  private inRead(
    index: IndexInfo,
    doc: Doc | null,
    read: readonly ReadInterval[],
  ): boolean {
    if (!doc) return false;
    const key = this.keyOf(index, doc);
    for (const iv of read) if (inInterval(key, iv)) return true;
    return false;
  }

  /**
   * The documents whose version at snapshot `at` differs from the database file's,
   * which holds snapshot `stored`: undo the commits in (at, stored], or replay those in
   * (stored, at] (`./replay.ts`, shared between readers). Read-only.
   */
  versionsAt(at: bigint, stored: bigint): ReadonlyMap<string, Version> {
    if (at > stored) return this.replay.versions(stored, at);
    const out = new Map<string, Version>();
    if (at === stored) return out;
    for (const commit of this.between(at, stored)) {
      for (const w of commit.writes) {
        const seen = out.get(w.id);
        // Oldest write after `at` gives the version at `at`; newest gives the file's.
        if (seen) seen.stored = w.newDoc;
        else
          out.set(w.id, {
            tableNumber: w.tableNumber,
            doc: w.oldDoc,
            stored: w.newDoc,
          });
      }
    }
    return out;
  }

  /**
   * The versions written in `index`'s table after the file's snapshot `stored`, by key,
   * for the readers of snapshots ahead of the file (`./replay.ts`).
   */
  pendingRows(index: IndexInfo, stored: bigint): readonly PendingRow[] {
    return this.replay.rows(index, stored);
  }
}
