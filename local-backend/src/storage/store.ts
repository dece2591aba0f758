/**
 * The SQLite storage engine: documents, a generic index table with memcomparable keys,
 * persisted timestamps, and group commit.
 *
 * Transaction discipline (the caller holds `txLock` for all of it):
 * - `openBatch()` starts (or joins) one SQLite write transaction shared by several
 *   serialized mutations; each mutation runs inside its own SAVEPOINT.
 * - `flush()` COMMITs the batch: one fsync (synchronous=FULL) makes every mutation in
 *   it durable; only then are they acknowledged (`Batch.durable` resolves).
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

interface Batch {
  count: number;
  durable: Promise<void>;
  resolve: () => void;
  reject: (e: unknown) => void;
}

export class Store {
  readonly db: Database.Database;
  private tablesByName = new Map<string, TableInfo>();
  private tablesByNumber = new Map<number, TableInfo>();
  private schemaValidation = false;
  private schema: SchemaJson | null = null;
  lastCommitTs = 0n;
  lastCreationTime = 0;
  private batch: Batch | null = null;
  private savepointDepth = 0;
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
    // Savepoint journals (one per mutation in a group-commit batch) stay in memory
    // instead of a 64 KiB spill-to-file buffer per savepoint; nothing durable lives there.
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
        .prepare<[number, Buffer, Buffer, number], [Buffer, string]>(
          "SELECT e.key, d.value FROM index_entries e JOIN documents d ON d.id = e.doc_id WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key ASC LIMIT CAST(? AS INTEGER)",
        )
        .raw(),
      scanDesc: this.db
        .prepare<[number, Buffer, Buffer, number], [Buffer, string]>(
          "SELECT e.key, d.value FROM index_entries e JOIN documents d ON d.id = e.doc_id WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key DESC LIMIT CAST(? AS INTEGER)",
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
    if (this.batch) this.flush();
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

  /** Creates a table (with its built-in indexes) if needed. Needs an open write transaction. */
  ensureTable(name: string): TableInfo {
    const existing = this.tablesByName.get(name);
    if (existing) return existing;
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
    if (this.batch) this.flush();
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

  // ------------------------------------------------------------ transactions

  get inBatch(): boolean {
    return this.batch !== null;
  }

  get batchSize(): number {
    return this.batch?.count ?? 0;
  }

  /** The promise that resolves when the open batch is durable (or null if none). */
  get pendingDurability(): Promise<void> | null {
    return this.batch?.durable ?? null;
  }

  /** Begins or joins the group-commit batch and returns its durability promise. */
  openBatch(): Promise<void> {
    if (!this.batch) {
      this.stmts.begin.run();
      let resolve!: () => void;
      let reject!: (e: unknown) => void;
      const durable = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      // A failed batch is reported to each waiter; never leave it unhandled.
      durable.catch(() => undefined);
      this.batch = { count: 0, durable, resolve, reject };
    }
    this.batch.count++;
    return this.batch.durable;
  }

  /** COMMITs the open batch (one fsync) and acknowledges it. */
  flush(): void {
    const batch = this.batch;
    if (!batch) return;
    this.batch = null;
    try {
      this.stmts.setMeta.run("last_commit_ts", this.lastCommitTs.toString());
      this.stmts.setMeta.run(
        "last_creation_time",
        String(this.lastCreationTime),
      );
      this.stmts.commit.run();
    } catch (e) {
      try {
        this.db.exec("ROLLBACK");
      } catch {
        // already rolled back
      }
      this.reloadMeta();
      batch.reject(e);
      return;
    }
    batch.resolve();
  }

  private reloadMeta(): void {
    this.lastCommitTs = BigInt(
      this.stmts.getMeta.get("last_commit_ts")?.value ?? "0",
    );
    this.lastCreationTime = Number(
      this.stmts.getMeta.get("last_creation_time")?.value ?? "0",
    );
    this.loadCatalog();
    this.setSchemaMetadata(this.schema);
  }

  private savepointStmts = new Map<string, Database.Statement[]>();

  /** Prepared SAVEPOINT / RELEASE / ROLLBACK TO statements for one savepoint name. */
  private savepointOps(name: string): Database.Statement[] {
    let ops = this.savepointStmts.get(name);
    if (!ops) {
      ops = [`SAVEPOINT ${name}`, `RELEASE ${name}`, `ROLLBACK TO ${name}`].map(
        (sql) => this.db.prepare(sql),
      );
      this.savepointStmts.set(name, ops);
    }
    return ops;
  }

  savepoint(): string {
    const name = `sp${++this.savepointDepth}`;
    this.savepointOps(name)[0]!.run();
    return name;
  }

  release(name: string): void {
    this.savepointOps(name)[1]!.run();
    this.savepointDepth--;
  }

  rollbackTo(name: string): void {
    const ops = this.savepointOps(name);
    ops[2]!.run();
    ops[1]!.run();
    this.savepointDepth--;
  }

  /** The next commit timestamp: wall-clock nanoseconds, strictly above the last. */
  nextCommitTs(): bigint {
    const now = BigInt(Date.now()) * 1_000_000n;
    return now > this.lastCommitTs ? now : this.lastCommitTs + 1n;
  }

  /**
   * Records a committed mutation's timestamps (after its savepoint is released). They
   * are written to `meta` once per batch, just before its COMMIT.
   */
  noteCommitted(ts: bigint, lastCreationTime: number): void {
    this.lastCommitTs = ts;
    if (lastCreationTime > this.lastCreationTime)
      this.lastCreationTime = lastCreationTime;
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

  insert(
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

  update(
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

  delete(table: TableInfo, oldDoc: Doc): void {
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
    let rows: [Buffer, string][];
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
      out[i] = new StoredDoc(row[1], row[0]);
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

  recordSessionResult(
    sessionId: string,
    requestId: number,
    ts: bigint,
    result: string,
  ): void {
    this.stmts.recordSessionResult.run(
      sessionId,
      requestId,
      ts.toString(),
      result,
    );
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
    // Joins the open group-commit batch if there is one.
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

export function decodeDoc(json: string): Doc {
  return jsonToConvex(JSON.parse(json) as never) as Doc;
}
