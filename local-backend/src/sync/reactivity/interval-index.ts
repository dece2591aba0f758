/**
 * The subscriptions' read intervals, indexed so that a written key finds the
 * intervals that hold it without visiting the others (Convex keeps an interval map
 * per index for the same job).
 *
 * Written here rather than taken from npm: the interval trees on npm order numbers
 * or objects with comparators and rebalance on every change, where this only needs
 * stabbing queries on byte-string keys under constant adds and removes. Buckets by
 * prefix do that with plain Maps: every key in `[lo, hi)` starts with the common
 * prefix of `lo` and `hi` (a key that differs from it earlier sorts before `lo` or
 * after `hi`), so an interval is filed under that prefix, cut to one of a few
 * lengths, and a key looks only in the buckets named by its own prefixes of those
 * lengths.
 */
import { inInterval, type ReadInterval } from "../../database/read-set";

/** The prefix lengths intervals are filed under: a key does one lookup per length in use. */
const LENGTHS = [0, 1, 2, 4, 8, 12, 16, 24, 32, 48];

/** Holders (and their intervals) filed under one prefix. */
type Bucket<T> = Map<T, Set<ReadInterval>>;

export class IntervalIndex<T> {
  /** Index id -> prefix length -> prefix (latin1) -> bucket. */
  private readonly byIndex = new Map<
    number,
    Map<number, Map<string, Bucket<T>>>
  >();

  /** Whether any interval on this index is held. */
  has(indexId: number): boolean {
    return this.byIndex.has(indexId);
  }

  add(interval: ReadInterval, holder: T): void {
    const { length, prefix } = filing(interval);
    let lengths = this.byIndex.get(interval.indexId);
    if (!lengths)
      this.byIndex.set(
        interval.indexId,
        (lengths = new Map<number, Map<string, Bucket<T>>>()),
      );
    let prefixes = lengths.get(length);
    if (!prefixes)
      lengths.set(length, (prefixes = new Map<string, Bucket<T>>()));
    let bucket = prefixes.get(prefix);
    if (!bucket)
      prefixes.set(prefix, (bucket = new Map<T, Set<ReadInterval>>()));
    let intervals = bucket.get(holder);
    if (!intervals) bucket.set(holder, (intervals = new Set()));
    intervals.add(interval);
  }

  remove(interval: ReadInterval, holder: T): void {
    const { length, prefix } = filing(interval);
    const lengths = this.byIndex.get(interval.indexId);
    const prefixes = lengths?.get(length);
    const bucket = prefixes?.get(prefix);
    const intervals = bucket?.get(holder);
    if (!lengths || !prefixes || !bucket || !intervals) return;
    intervals.delete(interval);
    if (intervals.size > 0) return;
    bucket.delete(holder);
    if (bucket.size > 0) return;
    prefixes.delete(prefix);
    if (prefixes.size > 0) return;
    lengths.delete(length);
    if (lengths.size === 0) this.byIndex.delete(interval.indexId);
  }

  /** Adds to `into` every holder with an interval on `indexId` that holds `key`. */
  holdersOf(indexId: number, key: Buffer, into: Set<T>): void {
    const lengths = this.byIndex.get(indexId);
    if (!lengths) return;
    for (const [length, prefixes] of lengths) {
      if (key.length < length) continue;
      const bucket = prefixes.get(key.toString("latin1", 0, length));
      if (!bucket) continue;
      for (const [holder, intervals] of bucket) {
        if (into.has(holder)) continue;
        for (const interval of intervals) {
          if (inInterval(key, interval)) {
            into.add(holder);
            break;
          }
        }
      }
    }
  }
}

/** The bucket an interval is filed under: its common prefix, cut to a length in `LENGTHS`. */
function filing(interval: ReadInterval): { length: number; prefix: string } {
  const { lo, hi } = interval;
  const max = Math.min(lo.length, hi.length);
  let common = 0;
  while (common < max && lo[common] === hi[common]) common++;
  let length = 0;
  for (const l of LENGTHS) if (l <= common) length = l;
  return { length, prefix: lo.toString("latin1", 0, length) };
}
