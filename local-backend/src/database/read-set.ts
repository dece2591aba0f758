/**
 * What a transaction read and wrote: the read set (index key intervals actually
 * scanned, documents read by id, searched tables, tables read before they existed) that
 * commit validation and subscription invalidation check writes against, and the
 * write entries (old and new versions) that form a commit.
 */
import { type Doc } from "../storage/store";

export interface ReadInterval {
  indexId: number;
  lo: Buffer;
  hi: Buffer;
}

/** Whether an index key falls in a read interval `[lo, hi)`. */
export function inInterval(key: Buffer, interval: ReadInterval): boolean {
  return (
    Buffer.compare(key, interval.lo) >= 0 &&
    Buffer.compare(key, interval.hi) < 0
  );
}

export interface ReadSet {
  intervals: ReadInterval[];
  points: Set<string>;
  searchTables: Set<number>;
  /** Tables read before they existed: any write creating them invalidates. */
  missingTables: Set<string>;
}

export function emptyReadSet(): ReadSet {
  return {
    intervals: [],
    points: new Set(),
    searchTables: new Set(),
    missingTables: new Set(),
  };
}

export interface WriteEntry {
  tableNumber: number;
  id: string;
  oldDoc: Doc | null;
  newDoc: Doc | null;
  /** `newDoc`'s stored JSON, serialized once when it was written. */
  json: string | null;
}
