/**
 * The SQLite side of the store: the data dir's lock, each connection's pragmas, the
 * durable state's tables and every statement the store runs.
 */
import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * Holds `dataDir` for this process: one backend per data dir. A SQLite file held in
 * exclusive locking mode after one write transaction keeps its lock until the
 * connection closes (the OS releases it if the process dies). The database itself is
 * opened in normal locking mode so that the backend's function workers can read it
 * (their own connections, see `Store.openReader`).
 */
export function lockDataDir(dataDir: string): Database.Database {
  const lock = new Database(join(dataDir, "backend.lock"), { timeout: 200 });
  try {
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.exec("CREATE TABLE IF NOT EXISTS held (pid INTEGER)");
    lock.exec("BEGIN IMMEDIATE; DELETE FROM held; COMMIT;");
  } catch (e) {
    lock.close();
    throw new Error(
      (e as { code?: string }).code === "SQLITE_BUSY"
        ? `The data dir ${dataDir} is in use by another backend process.`
        : (e as Error).message,
      { cause: e },
    );
  }
  return lock;
}

/** Pragmas every connection to the database uses. */
export function tune(db: Database.Database): void {
  db.pragma("foreign_keys = OFF");
  // Temporary tables and indices (schema backfills) stay in memory; nothing durable
  // lives there.
  db.pragma("temp_store = MEMORY");
  // Keep hot index and document pages in memory as tables grow.
  db.pragma("cache_size = -65536");
  db.pragma("mmap_size = 268435456");
}

/** SQLite's default: the WAL pages after which a COMMIT checkpoints. */
export const AUTO_CHECKPOINT_PAGES = 1000;

/** Opens `dataDir`'s database for the backend, which alone writes it. */
export function openDatabase(dataDir: string): Database.Database {
  const db = new Database(join(dataDir, "db.sqlite3"), { timeout: 5000 });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  // Checkpoints run in a worker (./checkpointer.ts), not inside this thread's COMMITs.
  db.pragma("wal_autocheckpoint = 0");
  tune(db);
  return db;
}

/** The durable state's tables, created when missing. */
export const SCHEMA_DDL = `
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
`;

export type Statements = ReturnType<typeof prepareStatements>;

/** Every statement the store runs, prepared once per connection. */
export function prepareStatements(db: Database.Database) {
  return {
    begin: db.prepare("BEGIN IMMEDIATE"),
    beginRead: db.prepare("BEGIN"),
    commit: db.prepare("COMMIT"),
    rollback: db.prepare("ROLLBACK"),
    getMeta: db.prepare<[string], { value: string }>(
      "SELECT value FROM meta WHERE key = ?",
    ),
    setMeta: db.prepare(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ),
    getDoc: db.prepare<[string], { table_number: number; value: string }>(
      "SELECT table_number, value FROM documents WHERE id = ?",
    ),
    insertDoc: db.prepare(
      "INSERT INTO documents (id, table_number, value) VALUES (?, ?, ?)",
    ),
    updateDoc: db.prepare("UPDATE documents SET value = ? WHERE id = ?"),
    deleteDoc: db.prepare("DELETE FROM documents WHERE id = ?"),
    insertEntry: db.prepare(
      "INSERT INTO index_entries (index_id, key, doc_id) VALUES (?, ?, ?)",
    ),
    deleteEntry: db.prepare(
      "DELETE FROM index_entries WHERE index_id = ? AND key = ?",
    ),
    // `LIMIT CAST(? AS INTEGER)`: a bare `LIMIT ?` makes SQLite re-prepare the
    // statement whenever the bound value changes (it plans with the limit's value).
    scanAsc: db
      .prepare<[number, Buffer, Buffer, number], [Buffer, string, string]>(
        "SELECT e.key, d.value, e.doc_id FROM index_entries e JOIN documents d ON d.id = e.doc_id WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key ASC LIMIT CAST(? AS INTEGER)",
      )
      .raw(),
    scanDesc: db
      .prepare<[number, Buffer, Buffer, number], [Buffer, string, string]>(
        "SELECT e.key, d.value, e.doc_id FROM index_entries e JOIN documents d ON d.id = e.doc_id WHERE e.index_id = ? AND e.key >= ? AND e.key < ? ORDER BY e.key DESC LIMIT CAST(? AS INTEGER)",
      )
      .raw(),
    sessionResult: db.prepare<[string, number], { ts: string; result: string }>(
      "SELECT ts, result FROM session_requests WHERE session_id = ? AND request_id = ?",
    ),
    maxSessionRequest: db
      .prepare<[string], [number | null]>(
        "SELECT max(request_id) FROM session_requests WHERE session_id = ?",
      )
      .raw(),
    recordSessionResult: db.prepare(
      "INSERT OR REPLACE INTO session_requests (session_id, request_id, ts, result) VALUES (?, ?, ?, ?)",
    ),
    countIndex: db.prepare<[number], { n: number }>(
      "SELECT count(*) AS n FROM index_entries WHERE index_id = ?",
    ),
  };
}
