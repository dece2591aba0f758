/**
 * WAL checkpoints off the backend's thread (./checkpointer.ts): the backend's COMMITs
 * never copy the WAL into the database file themselves; the worker does, while the
 * backend goes on; closing the store stops it first, so the last connection removes
 * the WAL; a steady stream of commits still lets the WAL start over; and a worker
 * that cannot run hands checkpoints back.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { useTempStores } from "../testing/temp-stores";
import { Checkpointer } from "./checkpointer";
import { type SchemaJson, type Store } from "./store";

const temp = useTempStores("checkpoint-");

const schema: SchemaJson = {
  schemaValidation: false,
  tables: [
    { tableName: "items", indexes: [], searchIndexes: [], documentType: null },
  ],
};

/** Commits `count` one-document batches of about 2 KB each (over 1,000 WAL pages). */
function commitMany(store: Store, count: number): void {
  const table = store.table("items")!;
  for (let i = 0; i < count; i++) {
    const doc = {
      _id: store.newDocumentId(table),
      _creationTime: store.nextCreationTime(),
      body: "x".repeat(2000),
    };
    store.applyBatch([
      {
        ts: store.lastCommitTs + 1n,
        writes: [
          { tableNumber: table.number, oldDoc: null, newDoc: doc, json: null },
        ],
      },
    ]);
  }
}

const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** The WAL header's checkpoint sequence: SQLite adds one each time the WAL starts over. */
function walStarts(file: string): number {
  const header = Buffer.alloc(16);
  const fd = openSync(`${file}-wal`, "r");
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(12);
}

describe("WAL checkpoints", () => {
  it("are not taken inside the backend's COMMITs but by the worker, which stops before the store closes", async () => {
    const dir = temp.dir();
    const file = join(dir, "db.sqlite3");
    // Its worker's first checkpoint would come an hour after the first commit, long
    // after this test: what reaches the file meanwhile, a COMMIT copied there.
    const quiet = temp.open(schema, dir, { checkpointIntervalMs: 3_600_000 });
    expect(quiet.db.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    const before = size(file);
    commitMany(quiet, 1500);
    // SQLite's automatic checkpoint would have copied the WAL into the file by now.
    expect(size(file)).toBe(before);
    // Closing the last connection copies the WAL into the file and removes it.
    temp.close(quiet);
    expect(existsSync(`${file}-wal`)).toBe(false);

    // With the default interval the worker copies the commits into the file, while
    // the store stays open (no COMMIT of the store's does).
    const store = temp.open(schema, dir);
    expect(store.db.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    const reopened = size(file);
    commitMany(store, 300);
    // At least their bodies, 2,000 bytes each.
    await vi.waitFor(
      () => expect(size(file)).toBeGreaterThan(reopened + 300 * 2000),
      { timeout: 20_000, interval: 50 },
    );
    // Closing stops the worker (its connection) first, so the store's connection is
    // the last one and removes the WAL.
    commitMany(store, 10);
    expect(existsSync(`${file}-wal`)).toBe(true);
    temp.close(store);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it("let the WAL start over under a steady stream of commits", async () => {
    const dir = temp.dir();
    const store = temp.open(schema, dir);
    const file = join(dir, "db.sqlite3");
    commitMany(store, 1);
    const first = walStarts(file);
    // Commits one after another, the event loop turning between them as it does
    // between group commits: the worker's checkpoints alone never catch up (each
    // copies what was there when it began while new commits append), so the WAL
    // would only grow.
    await vi.waitFor(
      async () => {
        for (let i = 0; i < 100; i++) {
          commitMany(store, 1);
          await new Promise((resolve) => setImmediate(resolve));
        }
        expect(walStarts(file)).toBeGreaterThan(first);
      },
      { timeout: 30_000, interval: 0 },
    );
    temp.close(store);
  });

  it("hand checkpoints back when the worker cannot run", async () => {
    const failed = vi.fn();
    const checkpointer = new Checkpointer(
      join(temp.dir(), "missing.sqlite3"),
      failed,
    );
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce(), {
      timeout: 20_000,
      interval: 20,
    });
    checkpointer.stop();
  });
});
