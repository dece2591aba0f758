/**
 * The SQLite storage engine: documents, a generic index table with memcomparable keys,
 * persisted timestamps, and group commit.
 *
 * The database file holds exactly the durable state: transactions buffer their writes in
 * memory (database/), and the committer hands a group of committed write sets either to
 * `applyBatch`, which writes them and COMMITs in one synchronous step (one fsync,
 * synchronous=FULL), or to `writeBatch`, which sends them to the writer thread
 * (`./writer.ts`) to do the same on its own connection. `lastCommitTs` is the ts of the
 * last durable commit this thread's reads see: the file's, held in a read transaction
 * while batches are on the writer thread.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { newId } from "../values/ids";
import { applyOps, type BatchOps, encodeBatch } from "./batch-ops";
import { Catalog } from "./catalog";
import { Checkpointer } from "./checkpointer";
import { type BatchWriter, WriterStopped } from "./writer";
import {
  type BatchCommit,
  type Doc,
  type IndexInfo,
  nextUp,
  type SchemaJson,
  type ScanRow,
  StoredDoc,
  type TableInfo,
} from "./types";

import {
  AUTO_CHECKPOINT_PAGES,
  lockDataDir,
  openDatabase,
  prepareStatements,
  SCHEMA_DDL,
  type Statements,
  tune,
} from "./sqlite";

export * from "./types";

const SCAN_BATCH = 100;
const ZERO_BYTE = Buffer.from([0]);

/** `backend`: the process's one writer (holds the data dir); `reader`: a function worker's read-only connection. */
export type StoreMode = "backend" | "reader";

export interface StoreOptions {
  /**
   * How often the checkpoint worker copies the WAL into the database file (ms;
   * `./checkpointer.ts`): longer lets more commits gather in the WAL between two
   * checkpoints. Default `CHECKPOINT_INTERVAL_MS` (1 s).
   */
  checkpointIntervalMs?: number;
}

export class Store {
  readonly db: Database.Database;
  readonly catalog: Catalog;
  /** The last durable commit's ts: what this file holds (a reader: at its read transaction). */
  lastCommitTs = 0n;
  /** The last `_creationTime` handed out (persisted with each batch). */
  lastCreationTime = 0;
  private readonly stmts: Statements;
  private readonly lock: Database.Database | null;
  /** The backend's WAL checkpoints (`./checkpointer.ts`), from its first write. */
  private checkpointer: Checkpointer | undefined;
  /** The writer thread, once the backend has started one (`useWriter`). */
  private writer: BatchWriter | null = null;
  /** Batches are written here again (the checkpoint worker could not run). */
  private writerOff = false;
  /** A reader's write that needed a table the file does not have yet (see `ensureTable`). */
  wantsTable: string | null = null;

  constructor(
    readonly dataDir: string,
    mode: StoreMode = "backend",
    private readonly options: StoreOptions = {},
  ) {
    if (mode === "backend") {
      mkdirSync(dataDir, { recursive: true });
      this.lock = lockDataDir(dataDir);
      try {
        this.db = openDatabase(dataDir);
        this.db.exec(SCHEMA_DDL);
      } catch (e) {
        this.lock.close();
        throw e;
      }
    } else {
      this.lock = null;
      this.db = new Database(join(dataDir, "db.sqlite3"), {
        fileMustExist: true,
      });
      this.db.pragma("query_only = ON");
      tune(this.db);
    }
    this.stmts = prepareStatements(this.db);
    this.readMeta();
    this.catalog = new Catalog(this.db);
  }

  /** The ts of the last commit the file holds (in a read transaction: when it began). */
  private fileCommitTs(): bigint {
    return BigInt(this.stmts.getMeta.get("last_commit_ts")?.value ?? "0");
  }

  private readMeta(): void {
    this.lastCommitTs = this.fileCommitTs();
    // Never back: a reader may know of newer ones than the file (commits not yet durable).
    this.lastCreationTime = Math.max(
      this.lastCreationTime,
      Number(this.stmts.getMeta.get("last_creation_time")?.value ?? "0"),
    );
  }

  close(): void {
    this.writer?.close();
    this.checkpointer?.stop();
    this.db.close();
    this.lock?.close();
  }

  /**
   * A reader's read transaction: pins the snapshot the file holds now (SQLite's WAL
   * keeps it while the backend commits) and returns its ts. `endRead` lets it go.
   */
  beginRead(): bigint {
    this.stmts.beginRead.run();
    this.readMeta();
    return this.lastCommitTs;
  }

  endRead(): void {
    if (this.db.inTransaction) this.stmts.commit.run();
  }

  table(name: string): TableInfo | undefined {
    return this.catalog.table(name);
  }

  tableByNumber(n: number): TableInfo | undefined {
    return this.catalog.tableByNumber(n);
  }

  tableNameOfId = (id: string): string | null => this.catalog.tableNameOfId(id);

  /** Every table, of every component. */
  tables(): IterableIterator<TableInfo> {
    return this.catalog.tables();
  }

  /**
   * See `Catalog.ensureTable`. A reader cannot create tables: it notes the wish and
   * throws, and its task is run again by the backend, which can.
   */
  ensureTable(name: string): TableInfo {
    if (this.lock === null) {
      const table = this.catalog.table(name);
      if (table) return table;
      this.wantsTable = name;
      throw new Error(`Table "${name}" does not exist yet.`);
    }
    if (!this.catalog.table(name)) this.settle();
    return this.catalog.ensureTable(name);
  }

  /** See `Catalog.applySchema`. */
  applySchema(schema: SchemaJson | null, namespaces?: readonly string[]): void {
    this.settle();
    this.catalog.applySchema(schema, namespaces);
  }

  checkDocument(table: TableInfo, doc: Doc): string | null {
    return this.catalog.checkDocument(table, doc);
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
    this.settle();
    // The worker's checkpoints never catch up with a steady stream of commits:
    // finish its work so that this write starts the WAL over (./checkpointer.ts).
    if (this.startCheckpointer().takeRestart()) {
      this.db.pragma("wal_checkpoint(PASSIVE)");
    }
    this.stmts.begin.run();
    try {
      applyOps(this.stmts, this.encode(commits));
      const lastTs = commits[commits.length - 1]!.ts;
      this.stmts.commit.run();
      this.lastCommitTs = lastTs;
    } catch (e) {
      if (this.db.inTransaction) this.stmts.rollback.run();
      throw e;
    }
  }

  /** `commits` as the SQL writes that store them, with this store's meta rows. */
  private encode(commits: readonly BatchCommit[]): BatchOps {
    return encodeBatch(
      commits,
      (n) => this.catalog.tableByNumber(n),
      this.lastCreationTime,
    );
  }

  /** Started with the first write: a store opened only to read never spawns it. */
  private startCheckpointer(): Checkpointer {
    return (this.checkpointer ??= new Checkpointer(
      this.db.name,
      () => {
        this.db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
        // SQLite's own checkpoints run in the COMMITs of this connection only.
        this.writerOff = true;
      },
      this.options.checkpointIntervalMs,
    ));
  }

  /** Writes batches on `writer`'s thread from now on (see `writeBatch`). */
  useWriter(writer: BatchWriter): void {
    this.writer = writer;
  }

  /**
   * Sends `commits` to the writer thread and returns true; `done` is called once,
   * when they are durable (null) or failed (nothing written). Returns false when they
   * are to be written here (`applyBatch`): no writer thread, or the WAL is to start
   * over first (which only a write with no reader in the WAL does, see
   * `Checkpointer`). While batches are in flight this thread reads the file in a
   * read transaction, renewed as each is reported, and `lastCommitTs` is what that
   * read transaction holds (read from the file: it may already hold later batches).
   */
  writeBatch(
    commits: readonly BatchCommit[],
    done: (error: Error | null) => void,
  ): boolean {
    const writer = this.writer;
    if (!writer?.running || this.writerOff || commits.length === 0)
      return false;
    if (this.startCheckpointer().restartWanted) return false;
    const ops = this.encode(commits);
    const lastTs = commits[commits.length - 1]!.ts;
    if (!this.db.inTransaction) {
      this.stmts.beginRead.run();
      this.lastCommitTs = this.fileCommitTs();
    }
    writer.write(ops, (error) => {
      this.endRead();
      if (writer.busy) this.stmts.beginRead.run();
      // With nothing after it, the file is at this batch's ts unless it failed.
      if (writer.busy || error) this.lastCommitTs = this.fileCommitTs();
      else this.lastCommitTs = lastTs;
      // The thread stopped before or after its COMMIT: the file says which.
      if (error instanceof WriterStopped && this.lastCommitTs >= lastTs)
        error = null;
      done(error);
    });
    return true;
  }

  /** Blocks until the writer thread's batches are done (before this thread writes). */
  settle(): void {
    this.writer?.settle();
  }

  /** A document by id, as stored (decoded on demand). */
  getStored(id: string): { table: TableInfo; stored: StoredDoc } | null {
    const row = this.stmts.getDoc.get(id);
    if (!row) return null;
    const table = this.catalog.tableByNumber(row.table_number);
    if (!table) return null;
    return { table, stored: new StoredDoc(row.value) };
  }

  newDocumentId(table: TableInfo): string {
    return newId(table.number);
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

  sessionResult(
    sessionId: string,
    requestId: number,
  ): { ts: string; result: string } | undefined {
    return this.stmts.sessionResult.get(sessionId, requestId);
  }

  /** The highest request id with a recorded result for `sessionId` (-1: none). */
  maxSessionRequest(sessionId: string): number {
    return this.stmts.maxSessionRequest.get(sessionId)?.[0] ?? -1;
  }

  /**
   * Deletes recorded results that no client can re-send any more: for each
   * `[sessionId, below]`, that session's requests below `below`; and every record
   * committed before `before` (a commit ts; 0n keeps them). Returns the rows deleted.
   */
  pruneSessionResults(floors: [string, number][], before: bigint): number {
    this.settle();
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
