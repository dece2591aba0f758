/**
 * The SQLite storage engine: documents, a generic index table with memcomparable keys,
 * persisted timestamps, and group commit.
 *
 * The database file holds exactly the durable state: transactions buffer their writes in
 * memory (database/), and the committer hands a group of committed write sets to
 * `applyBatch`, which writes them and COMMITs in one synchronous step (one fsync,
 * synchronous=FULL). `lastCommitTs` is the ts of the last durable commit, the snapshot
 * a plain read of this file sees.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { convexToJson, jsonToConvex, type Value } from "convex/values";
import { newId, tableNumberOfId } from "../values/ids";
import { encodeFields, fieldValue } from "../values/keys";
import { checkValue, type ValidatorJson } from "../values/validate";

export type Doc = Record<string, Value> & {
  _id: string;
  _creationTime: number;
};

export interface IndexJson {
  indexDescriptor: string;
  fields: string[];
}
export interface SearchIndexJson {
  indexDescriptor: string;
  searchField: string;
  filterFields: string[];
}
export interface VectorIndexJson {
  indexDescriptor: string;
  vectorField: string;
  dimensions: number;
  filterFields: string[];
}
export interface TableJson {
  tableName: string;
  indexes: IndexJson[];
  stagedDbIndexes?: IndexJson[];
  searchIndexes: SearchIndexJson[];
  vectorIndexes?: VectorIndexJson[];
  documentType: ValidatorJson | null;
}
export interface SchemaJson {
  tables: TableJson[];
  schemaValidation: boolean;
}

export interface IndexInfo {
  id: number;
  tableNumber: number;
  name: string;
  /** The declared fields (for by_id / by_creation_time, the system field). */
  fields: string[];
  /** Key fields in order, always ending with `_creationTime` (unless by_id) and `_id`. */
  keyFields: string[];
  /** Fields a range expression may name, in order. */
  rangeFields: string[];
}

export interface TableInfo {
  number: number;
  name: string;
  indexes: Map<string, IndexInfo>;
  searchIndexes: Map<string, SearchIndexJson>;
  vectorIndexes: Map<string, VectorIndexJson>;
  documentType: ValidatorJson | null;
}

export const SYSTEM_TABLES = ["_scheduled_functions", "_storage"] as const;
const FIRST_USER_TABLE = 10001;
const SCAN_BATCH = 100;
const ZERO_BYTE = Buffer.from([0]);

const EMPTY_KEY = Buffer.alloc(0);

/**
 * A stored document as read: its stored JSON (Convex's JSON encoding, exactly what
 * `convexToJson` gives for the document), decoded only when the document is needed.
 * Index scans also carry the index key the row was found under.
 */
export class StoredDoc {
  private decoded: Doc | undefined;

  constructor(
    readonly json: string,
    readonly key: Buffer = EMPTY_KEY,
    /** The document's id, when the reader knows it without decoding (index scans). */
    readonly id?: string,
  ) {}

  /** Bytes read, for the transaction limits. */
  get size(): number {
    return this.json.length;
  }

  get doc(): Doc {
    return (this.decoded ??= decodeDoc(this.json));
  }
}

export type ScanRow = StoredDoc;

/** One committed transaction's writes, as the committer hands them over. */
export interface BatchCommit {
  ts: bigint;
  writes: readonly {
    tableNumber: number;
    oldDoc: Doc | null;
    newDoc: Doc | null;
    /** The new document's stored JSON (serialized once, when it was written). */
    json: string | null;
  }[];
  /** A sync-protocol mutation's recorded result (`CallOptions.dedup`). */
  sessionRecord?: { sessionId: string; requestId: number; result: string };
}

export class Store {
  readonly db: Database.Database;
  private tablesByName = new Map<string, TableInfo>();
  private tablesByNumber = new Map<number, TableInfo>();
  private schemaValidation = false;
  private schema: SchemaJson | null = null;
  /** The last durable commit's ts: what this file holds. */
  lastCommitTs = 0n;
  /** The last `_creationTime` handed out (persisted with each batch). */
  lastCreationTime = 0;
  private readonly stmts;

  constructor(readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, "db.sqlite3"), { timeout: 200 });
    // One backend per data dir: an exclusive lock held for the life of the connection
    // (released by the OS if the process dies).
    try {
      this.db.pragma("locking_mode = EXCLUSIVE");
      this.db.pragma("journal_mode = WAL");
      this.db.pragma("synchronous = FULL");
      this.db.exec("BEGIN IMMEDIATE; COMMIT;");
    } catch (e) {
      this.db.close();
      throw new Error(
        (e as { code?: string }).code === "SQLITE_BUSY"
          ? `The data dir ${dataDir} is in use by another backend process.`
          : (e as Error).message,
        { cause: e },
      );
    }
    this.db.pragma("foreign_keys = OFF");
    // Temporary tables and indices (schema backfills) stay in memory; nothing durable
    // lives there.
    this.db.pragma("temp_store = MEMORY");
    // Keep hot index and document pages in memory as tables grow.
    this.db.pragma("cache_size = -65536");
    this.db.pragma("mmap_size = 268435456");
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS tables (number INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
      CREATE TABLE IF NOT EXISTS documents (
        id TEXT PRIMARY KEY, table_number INTEGER NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS indexes (
        index_id INTEGER PRIMARY KEY, table_number INTEGER NOT NULL, name TEXT NOT NULL,
        fields TEXT NOT NULL, UNIQUE(table_number, name));
      CREATE TABLE IF NOT EXISTS index_entries (
        index_id INTEGER NOT NULL, key BLOB NOT NULL, doc_id TEXT NOT NULL,
        PRIMARY KEY (index_id, key)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS session_requests (
        session_id TEXT NOT NULL, request_id INTEGER NOT NULL, ts TEXT NOT NULL,
        result TEXT NOT NULL, PRIMARY KEY (session_id, request_id)) WITHOUT ROWID;
    `);
    this.stmts = {
      begin: this.db.prepare("BEGIN IMMEDIATE"),
      commit: this.db.prepare("COMMIT"),
      rollback: this.db.prepare("ROLLBACK"),
      getMeta: this.db.prepare<[string], { value: string }>(
        "SELECT value FROM meta WHERE key = ?",
      ),
      setMeta: this.db.prepare(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      ),
      getDoc: this.db.prepare<
        [string],
        { table_number: number; value: string }
      >("SELECT table_number, value FROM documents WHERE id = ?"),
      insertDoc: this.db.prepare(
        "INSERT INTO documents (id, table_number, value) VALUES (?, ?, ?)",
      ),
      updateDoc: this.db.prepare("UPDATE documents SET value = ? WHERE id = ?"),
      deleteDoc: this.db.prepare("DELETE FROM documents WHERE id = ?"),
      insertEntry: this.db.prepare(
        "INSERT INTO index_entries (index_id, key, doc_id) VALUES (?, ?, ?)",
      ),
      deleteEntry: this.db.prepare(
        "DELETE FROM index_entries WHERE index_id = ? AND key = ?",
      ),
      // `LIMIT CAST(? AS INTEGER)`: a bare `LIMIT ?` makes SQLite re-prepare the
      // statement whenever the bound value changes (it plans with the limit's value).
      scanAsc: this.db
        .prepare<[number, Buffer, Buffer, number], [Buffer, string, string]>(
          "SELECT e.key, d.value, e.doc_id FROM index_entries e JOIN documents d ON d.id = e.doc_id WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key ASC LIMIT CAST(? AS INTEGER)",
        )
        .raw(),
      scanDesc: this.db
        .prepare<[number, Buffer, Buffer, number], [Buffer, string, string]>(
          "SELECT e.key, d.value, e.doc_id FROM index_entries e JOIN documents d ON d.id = e.doc_id WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key DESC LIMIT CAST(? AS INTEGER)",
        )
        .raw(),
      sessionResult: this.db.prepare<
        [string, number],
        { ts: string; result: string }
      >(
        "SELECT ts, result FROM session_requests WHERE session_id = ? AND request_id = ?",
      ),
      recordSessionResult: this.db.prepare(
        "INSERT OR REPLACE INTO session_requests (session_id, request_id, ts, result) VALUES (?, ?, ?, ?)",
      ),
      countIndex: this.db.prepare<[number], { n: number }>(
        "SELECT count(*) AS n FROM index_entries WHERE index_id = ?",
      ),
    };
    this.lastCommitTs = BigInt(
      this.stmts.getMeta.get("last_commit_ts")?.value ?? "0",
    );
    this.lastCreationTime = Number(
      this.stmts.getMeta.get("last_creation_time")?.value ?? "0",
    );
    this.loadCatalog();
  }

  close(): void {
    this.db.close();
  }

  // ---------------------------------------------------------------- catalog

  private loadCatalog(): void {
    this.tablesByName.clear();
    this.tablesByNumber.clear();
    const rows = this.db
      .prepare<[], { number: number; name: string }>(
        "SELECT number, name FROM tables",
      )
      .all();
    for (const row of rows) this.registerTable(row.number, row.name);
    const indexes = this.db
      .prepare<
        [],
        { index_id: number; table_number: number; name: string; fields: string }
      >("SELECT index_id, table_number, name, fields FROM indexes")
      .all();
    for (const row of indexes) {
      const table = this.tablesByNumber.get(row.table_number);
      if (!table) continue;
      table.indexes.set(
        row.name,
        makeIndexInfo(
          row.index_id,
          row.table_number,
          row.name,
          JSON.parse(row.fields) as string[],
        ),
      );
    }
  }

  private registerTable(number: number, name: string): TableInfo {
    const info: TableInfo = {
      number,
      name,
      indexes: new Map(),
      searchIndexes: new Map(),
      vectorIndexes: new Map(),
      documentType: null,
    };
    this.tablesByName.set(name, info);
    this.tablesByNumber.set(number, info);
    return info;
  }

  table(name: string): TableInfo | undefined {
    return this.tablesByName.get(name);
  }

  tableByNumber(n: number): TableInfo | undefined {
    return this.tablesByNumber.get(n);
  }

  tableNameOfId = (id: string): string | null => {
    const n = tableNumberOfId(id);
    return n === null ? null : (this.tablesByNumber.get(n)?.name ?? null);
  };

  /**
   * Creates a table (with its built-in indexes) if needed: durably on its own (the first
   * insert into an undeclared table), or inside the caller's transaction (`applySchema`).
   */
  ensureTable(name: string): TableInfo {
    const existing = this.tablesByName.get(name);
    if (existing) return existing;
    if (!this.db.inTransaction) {
      try {
        return this.db.transaction(() => this.ensureTable(name)).immediate();
      } catch (e) {
        this.loadCatalog();
        this.setSchemaMetadata(this.schema);
        throw e;
      }
    }
    const systemIndex = SYSTEM_TABLES.indexOf(
      name as (typeof SYSTEM_TABLES)[number],
    );
    let number: number;
    if (systemIndex >= 0) {
      number = systemIndex + 1;
    } else {
      const max = this.db
        .prepare<[], { m: number | null }>(
          "SELECT max(number) AS m FROM tables",
        )
        .get()?.m;
      number = Math.max(FIRST_USER_TABLE, (max ?? 0) + 1);
    }
    this.db
      .prepare("INSERT INTO tables (number, name) VALUES (?, ?)")
      .run(number, name);
    const info = this.registerTable(number, name);
    this.createIndex(info, "by_id", ["_id"]);
    this.createIndex(info, "by_creation_time", ["_creationTime"]);
    return info;
  }

  private createIndex(
    table: TableInfo,
    name: string,
    fields: string[],
  ): IndexInfo {
    const result = this.db
      .prepare(
        "INSERT INTO indexes (table_number, name, fields) VALUES (?, ?, ?)",
      )
      .run(table.number, name, JSON.stringify(fields));
    const info = makeIndexInfo(
      Number(result.lastInsertRowid),
      table.number,
      name,
      fields,
    );
    table.indexes.set(name, info);
    // Backfill from the existing documents.
    for (const doc of this.tableDocuments(table))
      this.stmts.insertEntry.run(info.id, indexKey(info, doc), doc._id);
    return info;
  }

  /** Every document of a table, decoded (index backfill and schema checks). */
  private tableDocuments(table: TableInfo): Doc[] {
    return this.db
      .prepare<[number], { value: string }>(
        "SELECT value FROM documents WHERE table_number = ?",
      )
      .all(table.number)
      .map((row) => decodeDoc(row.value));
  }

  private dropIndex(table: TableInfo, info: IndexInfo): void {
    this.db
      .prepare("DELETE FROM index_entries WHERE index_id = ?")
      .run(info.id);
    this.db.prepare("DELETE FROM indexes WHERE index_id = ?").run(info.id);
    table.indexes.delete(info.name);
  }

  /**
   * Applies a schema: creates tables, creates and backfills new or changed indexes,
   * drops removed ones, and checks existing documents when validation is on.
   * Runs in its own durable transaction; throws (and changes nothing) on failure.
   */
  applySchema(schema: SchemaJson | null): void {
    const previous = this.schema;
    const apply = this.db.transaction(() => {
      for (const name of SYSTEM_TABLES) this.ensureTable(name);
      const jobs = this.tablesByName.get("_scheduled_functions")!;
      if (!jobs.indexes.has("by_state_time")) {
        this.createIndex(jobs, "by_state_time", [
          "state.kind",
          "scheduledTime",
        ]);
      }
      this.schemaValidation = schema?.schemaValidation ?? false;
      for (const table of this.tablesByName.values()) {
        table.searchIndexes.clear();
        table.vectorIndexes.clear();
        table.documentType = null;
      }
      const declared = new Set<string>();
      for (const t of schema?.tables ?? []) {
        declared.add(t.tableName);
        const table = this.ensureTable(t.tableName);
        describeTable(table, t);
        const wanted = new Map(
          t.indexes.map((i) => [i.indexDescriptor, i.fields]),
        );
        for (const [name, info] of [...table.indexes]) {
          if (name === "by_id" || name === "by_creation_time") continue;
          const fields = wanted.get(name);
          if (
            !fields ||
            JSON.stringify(fields) !== JSON.stringify(info.fields)
          ) {
            this.dropIndex(table, info);
          }
        }
        for (const [name, fields] of wanted) {
          if (!table.indexes.has(name)) this.createIndex(table, name, fields);
        }
        if (this.schemaValidation && t.documentType) {
          for (const doc of this.tableDocuments(table)) {
            const err = this.checkDocument(table, doc);
            if (err) {
              throw new Error(
                `Schema validation failed.\nDocument with ID "${doc._id}" in table "${t.tableName}" does not match the schema: ${err}`,
              );
            }
          }
        }
      }
      // Indexes of tables dropped from the schema are removed; their documents stay.
      for (const table of this.tablesByName.values()) {
        if (table.name.startsWith("_") || declared.has(table.name)) continue;
        for (const [name, info] of [...table.indexes]) {
          if (name !== "by_id" && name !== "by_creation_time")
            this.dropIndex(table, info);
        }
      }
    });
    try {
      apply.immediate();
      this.schema = schema;
    } catch (e) {
      // SQLite rolled back; rebuild the in-memory catalog to match the previous schema.
      this.loadCatalog();
      this.setSchemaMetadata(previous);
      throw e;
    }
  }

  private setSchemaMetadata(schema: SchemaJson | null): void {
    this.schemaValidation = schema?.schemaValidation ?? false;
    for (const t of schema?.tables ?? []) {
      const table = this.tablesByName.get(t.tableName);
      if (table) describeTable(table, t);
    }
  }

  /** Null if the document (system fields included) matches its table's schema. */
  checkDocument(table: TableInfo, doc: Doc): string | null {
    if (!this.schemaValidation || !table.documentType) return null;
    const { _id: _ignoredId, _creationTime: _ignoredTime, ...fields } = doc;
    return checkValue(fields, table.documentType, this.tableNameOfId);
  }

  /** The next `_creationTime`: strictly above every one handed out before. */
  nextCreationTime(): number {
    const now = Date.now();
    this.lastCreationTime =
      now > this.lastCreationTime ? now : nextUp(this.lastCreationTime);
    return this.lastCreationTime;
  }

  /**
   * Writes a group of committed transactions and COMMITs them: one synchronous step, so
   * no reader ever sees part of a batch. Throws (with nothing written) if SQLite fails.
   */
  applyBatch(commits: readonly BatchCommit[]): void {
    if (commits.length === 0) return;
    this.stmts.begin.run();
    try {
      for (const commit of commits) this.applyCommit(commit);
      const lastTs = commits[commits.length - 1]!.ts;
      this.stmts.setMeta.run("last_commit_ts", lastTs.toString());
      this.stmts.setMeta.run(
        "last_creation_time",
        String(this.lastCreationTime),
      );
      this.stmts.commit.run();
      this.lastCommitTs = lastTs;
    } catch (e) {
      if (this.db.inTransaction) this.stmts.rollback.run();
      throw e;
    }
  }

  private applyCommit(commit: BatchCommit): void {
    for (const w of commit.writes) {
      const table = this.tablesByNumber.get(w.tableNumber);
      if (!table) throw new Error(`Table ${w.tableNumber} does not exist.`);
      if (w.oldDoc === null && w.newDoc !== null)
        this.insert(table, w.newDoc, w.json ?? undefined);
      else if (w.oldDoc !== null && w.newDoc !== null)
        this.update(table, w.oldDoc, w.newDoc, w.json ?? undefined);
      else if (w.oldDoc !== null) this.delete(table, w.oldDoc);
    }
    const record = commit.sessionRecord;
    if (record) {
      this.stmts.recordSessionResult.run(
        record.sessionId,
        record.requestId,
        commit.ts.toString(),
        record.result,
      );
    }
  }

  getMeta(key: string): string | undefined {
    return this.stmts.getMeta.get(key)?.value;
  }

  setMeta(key: string, value: string): void {
    this.stmts.setMeta.run(key, value);
  }

  // -------------------------------------------------------------- documents

  get(id: string): { table: TableInfo; doc: Doc; size: number } | null {
    const found = this.getStored(id);
    if (!found) return null;
    return {
      table: found.table,
      doc: found.stored.doc,
      size: found.stored.size,
    };
  }

  /** A document by id, as stored (decoded on demand). */
  getStored(id: string): { table: TableInfo; stored: StoredDoc } | null {
    const row = this.stmts.getDoc.get(id);
    if (!row) return null;
    const table = this.tablesByNumber.get(row.table_number);
    if (!table) return null;
    return { table, stored: new StoredDoc(row.value) };
  }

  newDocumentId(table: TableInfo): string {
    return newId(table.number);
  }

  private insert(
    table: TableInfo,
    doc: Doc,
    json = JSON.stringify(convexToJson(doc)),
  ): number {
    this.stmts.insertDoc.run(doc._id, table.number, json);
    for (const index of table.indexes.values()) {
      this.stmts.insertEntry.run(index.id, indexKey(index, doc), doc._id);
    }
    return json.length;
  }

  private update(
    table: TableInfo,
    oldDoc: Doc,
    newDoc: Doc,
    json = JSON.stringify(convexToJson(newDoc)),
  ): number {
    this.stmts.updateDoc.run(json, newDoc._id);
    for (const index of table.indexes.values()) {
      if (sameKeyFields(index, oldDoc, newDoc)) continue;
      const oldKey = indexKey(index, oldDoc);
      const newKey = indexKey(index, newDoc);
      if (oldKey.equals(newKey)) continue;
      this.stmts.deleteEntry.run(index.id, oldKey);
      this.stmts.insertEntry.run(index.id, newKey, newDoc._id);
    }
    return json.length;
  }

  private delete(table: TableInfo, oldDoc: Doc): void {
    this.stmts.deleteDoc.run(oldDoc._id);
    for (const index of table.indexes.values()) {
      this.stmts.deleteEntry.run(index.id, indexKey(index, oldDoc));
    }
  }

  /** Up to SCAN_BATCH rows of `[lo, hi)` in key order, strictly after `after`. */
  scan(
    index: IndexInfo,
    lo: Buffer,
    hi: Buffer,
    order: "asc" | "desc",
    after: Buffer | null,
    limit = SCAN_BATCH,
  ): ScanRow[] {
    let rows: [Buffer, string, string][];
    if (order === "asc") {
      const from = after ? Buffer.concat([after, ZERO_BYTE]) : lo;
      rows = this.stmts.scanAsc.all(index.id, from, hi, limit);
    } else {
      const to = after ?? hi;
      rows = this.stmts.scanDesc.all(index.id, lo, to, limit);
    }
    const out: ScanRow[] = new Array<ScanRow>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      out[i] = new StoredDoc(row[1], row[0], row[2]);
    }
    return out;
  }

  count(table: TableInfo): number {
    const index = table.indexes.get("by_creation_time");
    return index ? (this.stmts.countIndex.get(index.id)?.n ?? 0) : 0;
  }

  // ---------------------------------------------------------- session dedup

  sessionResult(
    sessionId: string,
    requestId: number,
  ): { ts: string; result: string } | undefined {
    return this.stmts.sessionResult.get(sessionId, requestId);
  }

  /**
   * Deletes recorded results that no client can re-send any more: for each
   * `[sessionId, below]`, that session's requests below `below`; and every record
   * committed before `before` (a commit ts; 0n keeps them). Returns the rows deleted.
   */
  pruneSessionResults(floors: [string, number][], before: bigint): number {
    const byFloor = this.db.prepare<[string, number]>(
      "DELETE FROM session_requests WHERE session_id = ? AND request_id < ?",
    );
    const byAge = this.db.prepare<[bigint]>(
      "DELETE FROM session_requests WHERE CAST(ts AS INTEGER) < ?",
    );
    return this.db.transaction(() => {
      let deleted = 0;
      for (const [sessionId, below] of floors)
        deleted += byFloor.run(sessionId, below).changes;
      if (before > 0n) deleted += byAge.run(before).changes;
      return deleted;
    })();
  }
}

/** Copies a schema table's document type and search and vector indexes onto its catalog entry. */
function describeTable(table: TableInfo, t: TableJson): void {
  table.documentType = t.documentType;
  for (const s of t.searchIndexes)
    table.searchIndexes.set(s.indexDescriptor, s);
  for (const vi of t.vectorIndexes ?? [])
    table.vectorIndexes.set(vi.indexDescriptor, vi);
}

function makeIndexInfo(
  id: number,
  tableNumber: number,
  name: string,
  fields: string[],
): IndexInfo {
  const rangeFields =
    name === "by_id"
      ? ["_id"]
      : name === "by_creation_time"
        ? ["_creationTime"]
        : [...fields, "_creationTime"];
  const keyFields = rangeFields.includes("_id")
    ? rangeFields
    : [...rangeFields, "_id"];
  return { id, tableNumber, name, fields, keyFields, rangeFields };
}

export function indexKey(index: IndexInfo, doc: Doc): Buffer {
  return encodeFields(doc, index.keyFields);
}

/** Whether two versions of a document have the same key in `index`, without encoding. */
function sameKeyFields(index: IndexInfo, a: Doc, b: Doc): boolean {
  for (const f of index.keyFields) {
    const x = fieldValue(a, f);
    const y = fieldValue(b, f);
    // Numbers by Object.is: 0 and -0 have different keys; NaN is left to encoding.
    if (x !== y || (typeof x === "number" && !Object.is(x, y))) return false;
  }
  return true;
}

const nextUpBits = new DataView(new ArrayBuffer(8));

/** The next float64 above a positive `x`. */
export function nextUp(x: number): number {
  nextUpBits.setFloat64(0, x);
  const low = (nextUpBits.getUint32(4) + 1) >>> 0;
  nextUpBits.setUint32(4, low);
  if (low === 0) nextUpBits.setUint32(0, nextUpBits.getUint32(0) + 1);
  return nextUpBits.getFloat64(0);
}

export function decodeDoc(json: string): Doc {
  return jsonToConvex(JSON.parse(json) as never) as Doc;
}
