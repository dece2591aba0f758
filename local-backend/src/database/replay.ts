/**
 * Snapshots ahead of the database file: the versions and index rows of the commits not
 * yet durable, shared by every transaction that reads through them.
 *
 * A mutation reads the latest committed snapshot, which is ahead of the file by the
 * commits of the batch not yet durable. Every version written since the file's
 * snapshot is recorded once, per document in commit order, and a snapshot is a view of
 * that record up to its ts; each index's rows are kept sorted once for all readers,
 * each of which keeps the rows that are its own version of a document. So the work of
 * reading ahead of the file is done once per commit, not once per transaction: a map
 * of those versions, or a sort of an index's corrected rows, per transaction would be
 * work per mutation that grows with the number of mutations in flight. Written here
 * rather than taken from a library: it is an index over the write log's own commits.
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

/** A commit as replays read it: its ts and what it wrote. */
interface SourceCommit {
  readonly ts: bigint;
  readonly writes: readonly WriteEntry[];
}

/** What replays read: the write log's commits and cached index keys. */
export interface CommitSource {
  readonly latestTs: bigint;
  between(after: bigint, upTo: bigint): Iterable<SourceCommit>;
  keyOf(index: IndexInfo, doc: Doc): Buffer;
}

/** A version written after the file's snapshot, at its key in one index. */
export interface PendingRow {
  readonly key: Buffer;
  readonly id: string;
  readonly doc: Doc;
}

export class Replay {
  /** The versions written after the file's snapshot, extended as commits come. */
  private ahead: VersionsAhead | null = null;
  /** The file's snapshot the rows below start after. */
  private rowsFrom: bigint | null = null;
  private readonly rowsByIndex = new Map<
    IndexInfo,
    { upTo: bigint; rows: PendingRow[] }
  >();

  constructor(private readonly source: CommitSource) {}

  /**
   * The documents written in (from, to], each with its version at `to` and at `from`
   * (the file's). Read-only, and it stays what it was as later commits come: one
   * record of the versions since the file's snapshot serves every reader of it.
   */
  versions(from: bigint, to: bigint): ReadonlyMap<string, Version> {
    let ahead = this.ahead;
    if (!ahead || ahead.from !== from) {
      ahead = new VersionsAhead(from);
      // An older file snapshot asked for late is built, not kept: the next is newer.
      if (!this.ahead || this.ahead.from < from) this.ahead = ahead;
    }
    if (ahead.upTo < to) ahead.extend(this.source.between(ahead.upTo, to), to);
    return new VersionsAt(ahead, to);
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
    this.ahead = null;
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

/** One document's versions written after the file's snapshot, oldest first. */
interface Chain {
  readonly ts: bigint[];
  readonly versions: Version[];
}

/**
 * Every version written after the file's snapshot `from`, up to `upTo`, kept per
 * document in commit order. Only ever appended to, so a view at an earlier snapshot
 * (`VersionsAt`) stays valid, and no snapshot copies the one before it (a copy per
 * snapshot would be work per mutation that grows with the commits of the batch not
 * yet durable).
 */
class VersionsAhead {
  readonly chains = new Map<string, Chain>();
  /** Documents in the order of their first write after `from`, and that write's ts. */
  readonly firstIds: string[] = [];
  readonly firstTs: bigint[] = [];
  upTo: bigint;

  constructor(readonly from: bigint) {
    this.upTo = from;
  }

  extend(commits: Iterable<SourceCommit>, to: bigint): void {
    for (const commit of commits) {
      for (const w of commit.writes) {
        let chain = this.chains.get(w.id);
        // The file holds the version the first write after `from` replaced.
        const stored = chain ? chain.versions[0]!.stored : w.oldDoc;
        if (!chain) {
          chain = { ts: [], versions: [] };
          this.chains.set(w.id, chain);
          this.firstIds.push(w.id);
          this.firstTs.push(commit.ts);
        }
        chain.ts.push(commit.ts);
        chain.versions.push({
          tableNumber: w.tableNumber,
          doc: w.newDoc,
          stored,
        });
      }
    }
    this.upTo = to;
  }
}

/** `VersionsAhead` seen at snapshot `to`: the documents written in (from, to]. */
class VersionsAt implements ReadonlyMap<string, Version> {
  constructor(
    private readonly ahead: VersionsAhead,
    private readonly to: bigint,
  ) {}

  get(id: string): Version | undefined {
    const chain = this.ahead.chains.get(id);
    if (!chain) return undefined;
    for (let i = chain.ts.length - 1; i >= 0; i--)
      if (chain.ts[i]! <= this.to) return chain.versions[i];
    return undefined;
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** The documents first written at or before `to` (first writes are in ts order). */
  get size(): number {
    const firstTs = this.ahead.firstTs;
    let lo = 0;
    let hi = firstTs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (firstTs[mid]! <= this.to) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  *entries(): MapIterator<[string, Version]> {
    const n = this.size;
    for (let i = 0; i < n; i++) {
      const id = this.ahead.firstIds[i]!;
      yield [id, this.get(id)!];
    }
  }

  *keys(): MapIterator<string> {
    for (const [id] of this.entries()) yield id;
  }

  *values(): MapIterator<Version> {
    for (const [, v] of this.entries()) yield v;
  }

  [Symbol.iterator](): MapIterator<[string, Version]> {
    return this.entries();
  }

  forEach(
    callback: (
      value: Version,
      key: string,
      map: ReadonlyMap<string, Version>,
    ) => void,
  ): void {
    for (const [id, v] of this.entries()) callback(v, id, this);
  }
}
