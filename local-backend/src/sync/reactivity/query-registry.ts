/**
 * Shared query executions and precise invalidation.
 *
 * A `QueryInstance` is one execution of (function, args, identity, journal) at a commit
 * ts, with the read set it recorded, filed under its key (`./query-keys`): without the
 * identity when it did not read it. Subscriptions with identical inputs share it. The
 * registry indexes read sets by index id, document id and searched table, so a commit
 * invalidates exactly the instances whose read set one of its writes touches: the old
 * or new key of a written document falls in a scanned interval, the document was read
 * by id, or the table was searched.
 */
import { createHash } from "node:crypto";
import { type JSONValue } from "convex/values";
import { type ReadSet, type WriteEntry } from "../../database/read-set";
import { type Store, indexKey } from "../../storage/store";
import { IntervalIndex } from "./interval-index";
import { isSharedKey, sharedKeyOf } from "./query-keys";
import { type QueryJournal } from "../protocol/messages";

export type QueryOutcome =
  | {
      success: true;
      value: JSONValue;
      logLines: string[];
      journal: QueryJournal;
    }
  | {
      success: false;
      errorMessage: string;
      errorData?: JSONValue;
      logLines: string[];
      journal: QueryJournal;
    };

/**
 * What shows an execution's result: a connection. A commit that invalidates the result
 * asks each holder for an update round.
 */
export interface QueryHolder {
  /** A result it shows, or is about to show, is no longer valid. */
  resultInvalidated(): void;
}

let nextSerial = 1;

/** Inputs whose last identity use is remembered (`QueryRegistry.likelyKey`). */
const MAX_IDENTITY_HINTS = 10_000;

export class QueryInstance {
  /** Tells instances apart in Transition group keys (see `../rounds/connection-plan`). */
  readonly serial = nextSerial++;
  /** False once a commit touched its read set; it is re-executed on next use. */
  valid = true;
  /**
   * The ts of the first commit that touched its read set (-1: a code reload). Until that
   * ts the result still holds: a round reading an earlier snapshot may show it.
   */
  staleFrom: bigint | null = null;
  /** Who shows this result (connections), with how many subscriptions each. */
  readonly holders = new Map<QueryHolder, number>();
  /** Subscriptions currently showing this result. */
  refs = 0;
  readonly hash: string;
  /** The outcome's fields as JSON (everything a modification carries but type and id). */
  private readonly body: string;
  /** `modificationJson` by query id (clients usually share ids, e.g. 0 for the first). */
  private readonly modifications = new Map<number, string>();

  constructor(
    readonly key: string,
    readonly ts: bigint,
    readonly readSet: ReadSet,
    readonly outcome: QueryOutcome,
    /** Called when a commit invalidates this instance. */
    readonly onInvalidate: (instance: QueryInstance) => void,
  ) {
    const { success: _success, ...fields } = outcome;
    this.body = JSON.stringify(fields);
    this.hash = createHash("sha1")
      .update(`${outcome.success}${this.body}`)
      .digest("base64");
  }

  /** Whether this is the result at snapshot `ts` (valid, or invalidated only later). */
  validAt(ts: bigint): boolean {
    return this.valid || (this.staleFrom !== null && this.staleFrom > ts);
  }

  /** The `QueryUpdated`/`QueryFailed` modification for `queryId`, serialized once per result. */
  modificationJson(queryId: number): string {
    let json = this.modifications.get(queryId);
    if (json === undefined) {
      const type = this.outcome.success ? "QueryUpdated" : "QueryFailed";
      json = `{"type":"${type}","queryId":${queryId},${this.body.slice(1)}`;
      this.modifications.set(queryId, json);
    }
    return json;
  }
}

/** What `applyCommit` reads of a commit (a runner's `CommitEvent`): its ts and writes. */
export interface CommittedWrites {
  ts: bigint;
  writes: readonly WriteEntry[];
}

export class QueryRegistry {
  private byKey = new Map<string, QueryInstance>();
  private byIndex = new IntervalIndex<QueryInstance>();
  private byDoc = new Map<string, Set<QueryInstance>>();
  private byTable = new Map<number, Set<QueryInstance>>();
  private byMissingTable = new Map<string, Set<QueryInstance>>();
  /** By shared key: whether the inputs' last execution did not read the identity. */
  private identityFree = new Map<string, boolean>();

  /** `store` names a written table and its indexes. */
  constructor(private readonly store: Pick<Store, "tableByNumber">) {}

  get size(): number {
    return this.byKey.size;
  }

  /**
   * A still-valid instance for these inputs (a caller's `instanceKey`), if one exists:
   * the caller's own, or one that did not read the identity.
   */
  lookup(key: string): QueryInstance | undefined {
    const own = this.byKey.get(key);
    if (own?.valid) return own;
    const shared = this.byKey.get(sharedKeyOf(key));
    return shared?.valid ? shared : undefined;
  }

  /**
   * The key `key`'s next execution is likely filed under: the shared one when the
   * last execution of these inputs (for any caller) did not read the identity (it is
   * then run once for every caller that needs it, as Convex's cache waits on an entry
   * it found without an identity), else `key` itself.
   */
  likelyKey(key: string): string {
    const shared = sharedKeyOf(key);
    return this.identityFree.get(shared) === true ? shared : key;
  }

  add(instance: QueryInstance): void {
    this.noteIdentityUse(instance.key);
    const previous = this.byKey.get(instance.key);
    // One that connections still show stays indexed (a commit must still reach them)
    // until they let go of it (`release`).
    if (previous && previous.refs <= 0) this.unindex(previous);
    this.byKey.set(instance.key, instance);
    const rs = instance.readSet;
    for (const interval of rs.intervals) this.byIndex.add(interval, instance);
    for (const id of rs.points) addTo(this.byDoc, id, instance);
    for (const table of rs.searchTables) addTo(this.byTable, table, instance);
    for (const name of rs.missingTables)
      addTo(this.byMissingTable, name, instance);
  }

  retain(instance: QueryInstance, holder: QueryHolder): void {
    instance.refs++;
    instance.holders.set(holder, (instance.holders.get(holder) ?? 0) + 1);
  }

  release(instance: QueryInstance, holder: QueryHolder): void {
    instance.refs--;
    const count = (instance.holders.get(holder) ?? 1) - 1;
    if (count <= 0) instance.holders.delete(holder);
    else instance.holders.set(holder, count);
    if (instance.refs <= 0 && this.byKey.get(instance.key) === instance) {
      this.byKey.delete(instance.key);
      this.unindex(instance);
    } else if (instance.refs <= 0) {
      this.unindex(instance);
    }
  }

  /** Forgets an instance that was executed but that no subscription ended up showing. */
  dropIfUnused(instance: QueryInstance): void {
    if (instance.refs > 0) return;
    if (this.byKey.get(instance.key) === instance)
      this.byKey.delete(instance.key);
    this.unindex(instance);
  }

  private noteIdentityUse(key: string): void {
    const shared = isSharedKey(key);
    const hint = shared ? key : sharedKeyOf(key);
    this.identityFree.delete(hint);
    this.identityFree.set(hint, shared);
    // Most recently executed last: the oldest hints go first.
    if (this.identityFree.size > MAX_IDENTITY_HINTS) {
      const oldest = this.identityFree.keys().next().value;
      if (oldest !== undefined) this.identityFree.delete(oldest);
    }
  }

  private unindex(instance: QueryInstance): void {
    const rs = instance.readSet;
    for (const interval of rs.intervals)
      this.byIndex.remove(interval, instance);
    for (const id of rs.points) removeFrom(this.byDoc, id, instance);
    for (const table of rs.searchTables)
      removeFrom(this.byTable, table, instance);
    for (const name of rs.missingTables)
      removeFrom(this.byMissingTable, name, instance);
  }

  /** An instance the commit at `ts`, after its own ts, already touched: invalidated now. */
  markStale(instance: QueryInstance, ts: bigint): void {
    this.invalidate(instance, ts);
  }

  private invalidate(instance: QueryInstance, ts: bigint): void {
    if (!instance.valid) return;
    instance.valid = false;
    instance.staleFrom = ts;
    if (this.byKey.get(instance.key) === instance)
      this.byKey.delete(instance.key);
    this.unindex(instance);
    instance.onInvalidate(instance);
  }

  /** Invalidates every instance that `commit` touches (the committer's `onApplied`, at commit). */
  applyCommit(commit: CommittedWrites): void {
    const touched = new Set<QueryInstance>();
    const scanned = new Set<QueryInstance>();
    const addAll = (readers: Set<QueryInstance> | undefined) => {
      if (readers) for (const instance of readers) touched.add(instance);
    };
    for (const write of commit.writes) {
      addAll(this.byDoc.get(write.id));
      addAll(this.byTable.get(write.tableNumber));
      const table = this.store.tableByNumber(write.tableNumber);
      if (!table) continue;
      addAll(this.byMissingTable.get(table.name));
      for (const index of table.indexes.values()) {
        if (!this.byIndex.has(index.id)) continue;
        if (write.oldDoc)
          this.byIndex.holdersOf(
            index.id,
            indexKey(index, write.oldDoc),
            scanned,
          );
        if (write.newDoc)
          this.byIndex.holdersOf(
            index.id,
            indexKey(index, write.newDoc),
            scanned,
          );
      }
    }
    // A scan at or after this commit's ts already saw its writes.
    for (const instance of scanned)
      if (instance.ts < commit.ts) touched.add(instance);
    for (const instance of touched) this.invalidate(instance, commit.ts);
  }

  /** Invalidates everything (code reload). */
  invalidateAll(): void {
    for (const instance of [...this.byKey.values()])
      this.invalidate(instance, -1n);
  }
}

function addTo<K>(
  map: Map<K, Set<QueryInstance>>,
  key: K,
  instance: QueryInstance,
): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(instance);
}

function removeFrom<K>(
  map: Map<K, Set<QueryInstance>>,
  key: K,
  instance: QueryInstance,
): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(instance);
  if (set.size === 0) map.delete(key);
}
