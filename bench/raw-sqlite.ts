import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * A bare better-sqlite3 database with the backend's durability settings (WAL,
 * synchronous=FULL): the baselines' storage.
 */
export function openRawDatabase(dir: string, file: string): Database.Database {
  const db = new Database(join(dir, file));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  return db;
}
