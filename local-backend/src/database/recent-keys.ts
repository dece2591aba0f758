/**
 * The index keys of the newest commits' document versions, each encoded once.
 *
 * Why a cache of our own: every running transaction checks, at commit, the writes of
 * each commit made since its snapshot (optimistic concurrency control), and reads
 * through the commits not yet durable (snapshots). Both need those versions' index
 * keys. Encoded by each transaction, each version's keys would be encoded once per
 * mutation in flight, and the work per commit would grow with concurrency; cached,
 * they are encoded once.
 *
 * Only versions written by the newest commits, up to `limit` writes, are cached. A
 * transaction lives for at most a second, and the batch not yet durable is at most
 * 128 commits, so older versions are rarely asked for; they are encoded again, not
 * kept. Keys for the write log's whole retention window (5 minutes) would take as much
 * heap again as the rest of the backend under load.
 */
import Denque from "denque";
import { type Doc, type IndexInfo, indexKey } from "../storage/store";
import { type WriteEntry } from "./read-set";

/**
 * Writes whose versions' keys are kept: the newest commits' up to this many. 128
 * callers in process conflict-check about 256 commits back; these keys took about 8
 * MiB of heap after 15 s of 32 writers (8,192 took about 15).
 */
export const RECENT_WRITES = 2_048;

export class RecentKeys {
  /**
   * Key by index, for each cached version (null until a key is asked for; weak, so a
   * missed eviction cannot leak).
   */
  private readonly byDoc = new WeakMap<Doc, Map<IndexInfo, Buffer> | null>();
  /** Cached commits' writes, oldest first. */
  private readonly commits = new Denque<readonly WriteEntry[]>();
  private writes = 0;

  constructor(private readonly limit = RECENT_WRITES) {}

  /** Caches the keys of a new commit's versions, evicting the oldest commits'. */
  add(writes: readonly WriteEntry[]): void {
    for (const w of writes) {
      if (w.oldDoc && !this.byDoc.has(w.oldDoc)) this.byDoc.set(w.oldDoc, null);
      if (w.newDoc && !this.byDoc.has(w.newDoc)) this.byDoc.set(w.newDoc, null);
    }
    this.commits.push(writes);
    this.writes += writes.length;
    while (this.writes > this.limit && this.commits.length > 0) {
      const oldest = this.commits.shift()!;
      this.writes -= oldest.length;
      this.forget(oldest);
    }
  }

  /** Forgets every cached key (commits that never became durable were dropped). */
  clear(): void {
    for (const writes of this.commits.toArray()) this.forget(writes);
    this.commits.clear();
    this.writes = 0;
  }

  private forget(writes: readonly WriteEntry[]): void {
    for (const w of writes) {
      if (w.oldDoc) this.byDoc.delete(w.oldDoc);
      if (w.newDoc) this.byDoc.delete(w.newDoc);
    }
  }

  /** `doc`'s key in `index`: cached if `doc` is a recent commit's version. */
  keyOf(index: IndexInfo, doc: Doc): Buffer {
    let keys = this.byDoc.get(doc);
    if (keys === undefined) return indexKey(index, doc);
    if (keys === null) {
      keys = new Map();
      this.byDoc.set(doc, keys);
    }
    let key = keys.get(index);
    if (key === undefined) {
      key = indexKey(index, doc);
      keys.set(index, key);
    }
    return key;
  }
}
