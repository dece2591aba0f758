/**
 * One transaction at a snapshot: its reads (`reads.ts`) and its writes with Convex
 * semantics. Writes are buffered here (every write in order, and the latest version of
 * each document, which the reads see) and reach the database file only when the
 * committer applies the transaction's batch. Nested `runMutation` savepoints are in
 * memory; `db.vars.commitTs` placeholders are resolved at commit.
 */
import {
  CommitTsPlaceholder,
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import { type Doc, type Store, type TableInfo } from "../storage/store";
import { tableNumberOfId } from "../values/ids";
import { baseName, isSystemTable } from "../storage/namespace";
import { checkStorable, LIMITS } from "../values/validate";
import { type OwnVersion, rememberJson } from "./snapshot";
import { type ReadSet, type WriteEntry } from "./read-set";
import { TransactionReads } from "./reads";
import { type WriteLog } from "./write-log";

/** Which document a write may touch: `table` checks the id's table; `system` allows system tables (the backend's own writes). */
export interface WriteTarget {
  table?: string;
  system?: boolean;
}

/** A nested mutation's start: `rollbackSavepoint` undoes what it wrote. */
export interface Savepoint {
  writes: number;
}

/** Replaces `db.vars.commitTs` placeholders with `ts` (for checks, and at commit). */
function resolveCommitTs(value: Value, ts: bigint): Value {
  if (value instanceof CommitTsPlaceholder) return ts;
  if (Array.isArray(value)) return value.map((v) => resolveCommitTs(v, ts));
  if (
    value !== null &&
    typeof value === "object" &&
    !(value instanceof ArrayBuffer)
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        resolveCommitTs(v as Value, ts),
      ]),
    );
  }
  return value;
}

export class Transaction extends TransactionReads {
  /** Every write in order (a document written twice appears twice). */
  readonly writes: WriteEntry[] = [];
  /** `versions` entries each write replaced, to roll back a savepoint. */
  private readonly replaced: (OwnVersion | undefined)[] = [];
  /** A sync-protocol mutation's result, recorded with its commit (`CallOptions.dedup`). */
  sessionRecord:
    { sessionId: string; requestId: number; result: string } | undefined;
  /** Whether a written document holds a `db.vars.commitTs` placeholder. */
  private placeholders = false;
  /** Storage files to delete once this transaction is durable. */
  readonly deletedFiles: string[] = [];

  constructor(
    store: Store,
    log: WriteLog,
    snapshotTs: bigint,
    readonly writable: boolean,
  ) {
    super(store, log, snapshotTs);
  }

  /**
   * A read-only transaction at this one's snapshot, without its writes or read set:
   * what a `useStaleSnapshot` query (`runQuery(…, { useStaleSnapshot: true })`) runs
   * in, as Convex's `clone_for_snapshot_query`, so its reads add no conflicts.
   */
  snapshotQuery(): Transaction {
    const child = new Transaction(this.store, this.log, this.snapshotTs, false);
    child.identityReadBy = this;
    return child;
  }

  savepoint(): Savepoint {
    return { writes: this.writes.length };
  }

  /** Undoes the writes made since `sp` (reads stay in the read set). */
  rollbackSavepoint(sp: Savepoint): void {
    for (let i = this.writes.length - 1; i >= sp.writes; i--) {
      const id = this.writes[i]!.id;
      const previous = this.replaced[i];
      if (previous) this.versions.set(id, previous);
      else this.versions.delete(id);
    }
    this.writes.length = sp.writes;
    this.replaced.length = sp.writes;
  }

  private assertWritable(): void {
    if (!this.writable)
      throw new Error("Queries cannot write to the database.");
  }

  /**
   * Checks a document and returns its stored JSON (serialized once). A
   * `db.vars.commitTs` stays a placeholder until commit, as on Convex Cloud; the
   * checks see an int64 in its place.
   */
  private prepareValue(table: TableInfo, doc: Doc): string {
    const json = JSON.stringify(convexToJson(doc));
    const placeholder = json.includes('"$commitTs"');
    if (placeholder) this.placeholders = true;
    const checked = placeholder
      ? (resolveCommitTs(doc, this.snapshotTs) as Doc)
      : doc;
    const { _id: _a, _creationTime: _b, ...fields } = checked;
    checkStorable(fields, true);
    const size = json.length;
    if (size > LIMITS.maxDocumentBytes) {
      throw new Error(
        `Document is too large (${size} bytes > maximum size ${LIMITS.maxDocumentBytes} bytes).`,
      );
    }
    const err = this.store.checkDocument(table, checked);
    if (err) {
      throw new Error(
        `Failed to insert or update a document in table "${baseName(table.name)}" because it does not match the schema: ${err}`,
      );
    }
    return json;
  }

  /** Buffers one write: the new version is what this transaction reads from now on. */
  private record(
    table: TableInfo,
    id: string,
    oldDoc: Doc | null,
    newDoc: Doc | null,
    json: string | null,
  ): void {
    const previous = this.versions.get(id);
    this.replaced.push(previous);
    this.versions.set(id, {
      tableNumber: table.number,
      doc: newDoc,
      json,
      before: previous ? previous.before : oldDoc,
    });
    if (newDoc && json) rememberJson(newDoc, json);
    this.noteWrite(json?.length ?? 0);
    this.writes.push({ tableNumber: table.number, id, oldDoc, newDoc, json });
  }

  insert(
    tableName: string,
    value: Record<string, Value>,
    /** `id` and `creationTime`: a document kept as it was (a snapshot import). */
    opts: { system?: boolean; id?: string; creationTime?: number } = {},
  ): string {
    const allowSystem = opts.system ?? false;
    this.assertWritable();
    if (tableName.startsWith("_") && !allowSystem) {
      throw new Error(`Cannot insert into system table "${tableName}".`);
    }
    if (!/^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/.test(tableName)) {
      throw new Error(`Invalid table name: "${tableName}".`);
    }
    const table = this.store.ensureTable(this.qualified(tableName));
    const id = opts.id ?? this.store.newDocumentId(table);
    const doc = {
      ...value,
      _id: id,
      _creationTime: opts.creationTime ?? this.store.nextCreationTime(),
    } as Doc;
    this.record(table, id, null, doc, this.prepareValue(table, doc));
    return id;
  }

  private existing(
    id: string,
    tableName: string | undefined,
    op: string,
  ): { table: TableInfo; doc: Doc } {
    const tableNumber = tableNumberOfId(id);
    if (tableNumber === null)
      throw new Error(
        `Invalid argument \`id\` for \`db.${op}\`: "${id}" is not a valid ID.`,
      );
    const stored = this.reader.getStored(id);
    // Another component's document does not exist here (see `tableOfNumber`).
    const found =
      stored && this.tableOfNumber(stored.table.number) ? stored : null;
    if (
      tableName !== undefined &&
      found &&
      baseName(found.table.name) !== tableName
    ) {
      throw new Error(
        `Invalid argument \`id\` for \`db.${op}\`: "${id}" is not an ID of table "${tableName}".`,
      );
    }
    if (!found) {
      throw new Error(
        `${op === "delete" ? "Delete" : "Update"} on nonexistent document ID ${id}`,
      );
    }
    this.readSet.points.add(id);
    return { table: found.table, doc: found.stored.doc };
  }

  patch(
    id: string,
    patch: Record<string, JSONValue>,
    target: WriteTarget = {},
  ): void {
    this.assertWritable();
    const { table, doc } = this.existing(id, target.table, "patch");
    this.assertUserTable(table, target.system ?? false);
    const next: Record<string, Value> = { ...doc };
    for (const [k, v] of Object.entries(patch)) {
      if (k === "_id" || k === "_creationTime") {
        const given = jsonToConvex(v);
        if (given !== doc[k])
          throw new Error(`Cannot change the system field ${k}.`);
        continue;
      }
      if (
        typeof v === "object" &&
        v !== null &&
        !Array.isArray(v) &&
        "$undefined" in v
      )
        delete next[k];
      else next[k] = jsonToConvex(v);
    }
    this.writeUpdate(table, doc, next as Doc);
  }

  replace(
    id: string,
    value: Record<string, Value>,
    target: WriteTarget = {},
  ): void {
    this.assertWritable();
    const { table, doc } = this.existing(id, target.table, "replace");
    this.assertUserTable(table, false);
    for (const k of ["_id", "_creationTime"] as const) {
      if (value[k] !== undefined && value[k] !== doc[k])
        throw new Error(`Cannot change the system field ${k}.`);
    }
    this.writeUpdate(table, doc, {
      ...value,
      _id: doc._id,
      _creationTime: doc._creationTime,
    });
  }

  private assertUserTable(table: TableInfo, allowSystem: boolean): void {
    if (isSystemTable(table.name) && !allowSystem) {
      throw new Error(
        `System table "${baseName(table.name)}" cannot be modified directly.`,
      );
    }
  }

  private writeUpdate(table: TableInfo, oldDoc: Doc, newDoc: Doc): void {
    this.record(
      table,
      oldDoc._id,
      oldDoc,
      newDoc,
      this.prepareValue(table, newDoc),
    );
  }

  delete(id: string, target: WriteTarget = {}): void {
    this.assertWritable();
    const { table, doc } = this.existing(id, target.table, "delete");
    this.assertUserTable(table, target.system ?? false);
    this.record(table, id, doc, null, null);
  }

  /**
   * The write set as it stands: one entry per document (its version at the snapshot
   * and its last version here; written-then-deleted documents drop out), placeholders
   * unresolved. What a function worker sends back for the backend to commit.
   */
  pendingWrites(): WriteEntry[] {
    const out: WriteEntry[] = [];
    for (const [id, v] of this.versions) {
      if (v.before === null && v.doc === null) continue;
      out.push({
        tableNumber: v.tableNumber,
        id,
        oldDoc: v.before,
        newDoc: v.doc,
        json: v.json,
      });
    }
    return out;
  }

  /** The write set to commit at `commitTs`: `pendingWrites`, `db.vars.commitTs` resolved. */
  commitWrites(commitTs: bigint): WriteEntry[] {
    const out = this.pendingWrites();
    if (!this.placeholders) return out;
    for (const w of out) {
      if (w.newDoc && w.json?.includes('"$commitTs"')) {
        w.newDoc = resolveCommitTs(w.newDoc, commitTs) as Doc;
        w.json = JSON.stringify(convexToJson(w.newDoc));
      }
    }
    return out;
  }

  /**
   * Takes on what a function worker's transaction read and wrote (`pendingWrites`) at
   * its snapshot `ts`, no older than this one's, so that it commits here as if it had
   * run here. Only for a transaction that has done nothing yet.
   */
  adopt(
    ts: bigint,
    remote: {
      readSet: ReadSet;
      writes: readonly WriteEntry[];
      deletedFiles: readonly string[];
    },
  ): void {
    this.assertWritable();
    if (ts < this.snapshotTs || this.versions.size > 0)
      throw new Error("Cannot adopt a remote transaction here.");
    this.rebase(ts);
    const { readSet } = this;
    readSet.intervals.push(...remote.readSet.intervals);
    for (const id of remote.readSet.points) readSet.points.add(id);
    for (const n of remote.readSet.searchTables) readSet.searchTables.add(n);
    for (const t of remote.readSet.missingTables) readSet.missingTables.add(t);
    for (const w of remote.writes) {
      const table = this.store.tableByNumber(w.tableNumber);
      if (!table) throw new Error(`Table ${w.tableNumber} does not exist.`);
      let doc = w.newDoc;
      // A placeholder does not survive the trip as itself: decode it from its JSON.
      if (doc && w.json?.includes('"$commitTs"')) {
        doc = jsonToConvex(JSON.parse(w.json) as JSONValue) as Doc;
        this.placeholders = true;
      }
      if (doc && doc._creationTime > this.store.lastCreationTime)
        this.store.lastCreationTime = doc._creationTime;
      this.record(table, w.id, w.oldDoc, doc, w.json);
    }
    this.deletedFiles.push(...remote.deletedFiles);
  }
}
