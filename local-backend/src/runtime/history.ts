/**
 * Reads at a past timestamp (`/api/query_at_ts`, used by
 * `ConvexHttpClient.consistentQuery`).
 *
 * The store keeps only the latest version of each document, so a query cannot scan
 * an old snapshot. It runs at the latest snapshot instead, and `CommitHistory` proves
 * the result equal to the one at the requested ts: a query is deterministic in what it
 * reads, so if no commit after that ts wrote into its read set (a scanned index
 * interval, a document read by id, a searched table), it reads the same data at both
 * timestamps and returns the same value. When such a commit exists, or the history no
 * longer reaches back to the ts, the read fails with a clear error instead of
 * returning a newer result.
 */
import { indexKey, type Store } from "../storage/store";
import { inInterval, type ReadSet, type WriteEntry } from "./transaction";

interface Recorded {
  ts: bigint;
  writes: readonly WriteEntry[];
  bytes: number;
}

export interface HistoryLimits {
  /** Oldest commit kept, in ms (default 5 minutes). */
  maxAgeMs: number;
  /** Written bytes kept in all (default 32 MiB). */
  maxBytes: number;
}

const DEFAULT_LIMITS: HistoryLimits = {
  maxAgeMs: 5 * 60_000,
  maxBytes: 32 << 20,
};

export type PastRead =
  { ok: true } | { ok: false; reason: "future" | "too old" | "changed" };

/** Does `write` touch what `readSet` read? */
export function writeTouches(
  store: Store,
  readSet: ReadSet,
  write: WriteEntry,
): boolean {
  if (readSet.points.has(write.id)) return true;
  if (readSet.searchTables.has(write.tableNumber)) return true;
  const table = store.tableByNumber(write.tableNumber);
  if (!table) return false;
  if (readSet.missingTables.has(table.name)) return true;
  for (const index of table.indexes.values()) {
    const intervals = readSet.intervals.filter((iv) => iv.indexId === index.id);
    if (intervals.length === 0) continue;
    for (const doc of [write.oldDoc, write.newDoc]) {
      if (!doc) continue;
      const key = indexKey(index, doc);
      if (intervals.some((iv) => inInterval(key, iv))) return true;
    }
  }
  return false;
}

/** The write sets of recent commits, bounded by age and size. */
export class CommitHistory {
  private commits: Recorded[] = [];
  private bytes = 0;
  /** Commits at or before this ts may have been dropped. */
  private horizon: bigint;
  private readonly limits: HistoryLimits;

  constructor(
    private readonly store: Store,
    limits: Partial<HistoryLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    // Nothing before this process started is recorded.
    this.horizon = store.lastCommitTs;
  }

  /** Records a commit (called under txLock, in commit order). */
  record(ts: bigint, writes: readonly WriteEntry[], bytes: number): void {
    this.commits.push({ ts, writes, bytes });
    this.bytes += bytes;
    const oldest = ts - BigInt(this.limits.maxAgeMs) * 1_000_000n;
    let drop = 0;
    while (
      drop < this.commits.length - 1 &&
      (this.commits[drop]!.ts < oldest || this.bytes > this.limits.maxBytes)
    ) {
      this.bytes -= this.commits[drop]!.bytes;
      this.horizon = this.commits[drop]!.ts;
      drop++;
    }
    if (drop > 0) this.commits.splice(0, drop);
  }

  /**
   * Whether a query that read `readSet` at `latestTs` would have read the same data at
   * `ts`: true when every commit in (ts, latestTs] left that read set alone.
   */
  sameAsAt(ts: bigint, latestTs: bigint, readSet: ReadSet): PastRead {
    if (ts > latestTs) return { ok: false, reason: "future" };
    if (ts === latestTs) return { ok: true };
    if (ts < this.horizon) return { ok: false, reason: "too old" };
    for (let i = this.commits.length - 1; i >= 0; i--) {
      const commit = this.commits[i]!;
      if (commit.ts <= ts) break;
      if (commit.ts > latestTs) continue;
      for (const write of commit.writes) {
        if (writeTouches(this.store, readSet, write))
          return { ok: false, reason: "changed" };
      }
    }
    return { ok: true };
  }
}
