/**
 * Snapshots ahead of the database file: the versions and index rows of the commits not
 * yet durable, shared by every transaction that reads through them.
 *
 * A mutation reads the latest committed snapshot, which is ahead of the file by the
 * commits of the batch not yet durable. Each transaction used to build its own map of
 * those versions, and to sort an index's corrected rows for each scan: work per
 * mutation that grew with the number of mutations in flight. Over the sync protocol,
 * 128 clients then committed about a fifth less per second than 32. Here the map for a
 * snapshot is extended from the last one built (snapshots move forward), and each
 * index's rows are kept sorted once for all readers, each of which keeps the rows that
 * are its own version of a document. Written here rather than taken from a library: it
 * is an index over the write log's own commits.
 */
import { type Doc, type IndexInfo } from "../storage/store";
import { type WriteEntry } from "./read-set";

/** A document's version at a snapshot, and the version the database file holds. */
export interface Version {
  tableNumber: number;
  /** At the snapshot (null: absent). */
  doc: WriteEntry["newDoc"];
  /** In the database file (null: absent). */
  stored: WriteEntry["newDoc"];
}

/** What replays read: the write log's commits and cached index keys. */
export interface CommitSource {
  readonly latestTs: bigint;
  between(
    after: bigint,
    upTo: bigint,
  ): Iterable<{ readonly writes: readonly WriteEntry[] }>;
  keyOf(index: IndexInfo, doc: Doc): Buffer;
}

/** A version written after the file's snapshot, at its key in one index. */
export interface PendingRow {
  readonly key: Buffer;
  readonly id: string;
  readonly doc: Doc;
}

export class Replay {
  /** The last map built, kept to extend: snapshots are asked for in rising order. */
  private last: {
    from: bigint;
    to: bigint;
    versions: Map<string, Version>;
  } | null = null;
  /** The file's snapshot the rows below start after. */
  private rowsFrom: bigint | null = null;
  private readonly rowsByIndex = new Map<
    IndexInfo,
    { upTo: bigint; rows: PendingRow[] }
  >();

  constructor(private readonly source: CommitSource) {}

  /**
   * The documents written in (from, to], each with its version at `to` and at `from`
   * (the file's). Read-only: maps are shared between readers.
   */
  versions(from: bigint, to: bigint): ReadonlyMap<string, Version> {
    const last = this.last;
    if (last && last.from === from && last.to === to) return last.versions;
    const extend = last !== null && last.from === from && last.to < to;
    const versions = extend
      ? new Map(last.versions)
      : new Map<string, Version>();
    for (const commit of this.source.between(extend ? last.to : from, to)) {
      for (const w of commit.writes) {
        const seen = versions.get(w.id);
        // Always a new entry: the map this one was copied from still holds the old.
        versions.set(w.id, {
          tableNumber: w.tableNumber,
          doc: w.newDoc,
          stored: seen ? seen.stored : w.oldDoc,
        });
      }
    }
    // An older snapshot asked for late is built, not kept: the next is newer.
    if (!last || last.from !== from || last.to < to)
      this.last = { from, to, versions };
    return versions;
  }

  /**
   * Every version written in `index`'s table after `from` (the file's snapshot), by
   * key. A reader keeps a row only if it is its own version of the document: a later
   * commit's rows are there too, and an older version's key may differ.
   */
  rows(index: IndexInfo, from: bigint): readonly PendingRow[] {
    if (this.rowsFrom !== from) {
      this.rowsByIndex.clear();
      this.rowsFrom = from;
    }
    let entry = this.rowsByIndex.get(index);
    if (!entry) {
      entry = { upTo: from, rows: [] };
      this.rowsByIndex.set(index, entry);
    }
    const latest = this.source.latestTs;
    if (entry.upTo >= latest) return entry.rows;
    const added: PendingRow[] = [];
    for (const commit of this.source.between(entry.upTo, latest)) {
      for (const w of commit.writes) {
        if (w.newDoc && w.tableNumber === index.tableNumber) {
          const key = this.source.keyOf(index, w.newDoc);
          added.push({ key, id: w.id, doc: w.newDoc });
        }
      }
    }
    entry.upTo = latest;
    if (entry.rows.length === 0) {
      entry.rows = added.sort((a, b) => Buffer.compare(a.key, b.key));
    } else {
      for (const row of added) {
        entry.rows.splice(firstRow(entry.rows, row.key, false), 0, row);
      }
    }
    return entry.rows;
  }

  /** Forgets everything built (commits were dropped from the log). */
  clear(): void {
    this.last = null;
    this.rowsFrom = null;
    this.rowsByIndex.clear();
  }
}

/**
 * The index of the first row whose key is above `key` (`orEqual`: at or above), by
 * binary search.
 */
export function firstRow(
  rows: readonly PendingRow[],
  key: Buffer,
  orEqual: boolean,
): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = Buffer.compare(rows[mid]!.key, key);
    if (c < 0 || (c === 0 && !orEqual)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
