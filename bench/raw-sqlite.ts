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

/**
 * Durable commits per second of one-row autocommit INSERTs (one fsync each) for
 * `ms`: the most single-writer commits this disk allows, the floor of any
 * backend's commit rate without group commit.
 */
export function rawCommitsPerSecond(dir: string, ms: number): number {
  const db = openRawDatabase(dir, "commits.sqlite3");
  db.exec("CREATE TABLE c (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
  const insert = db.prepare("INSERT INTO c (body) VALUES (?)");
  let commits = 0;
  const start = performance.now();
  while (performance.now() - start < ms) insert.run(`row ${++commits}`);
  const rate = commits / ((performance.now() - start) / 1000);
  db.close();
  return Math.round(rate);
}
