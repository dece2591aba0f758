/**
 * Batches written on the writer thread: in the order sent, each reported once; this
 * thread reads the file as `lastCommitTs` says until a batch is reported; `settle`
 * reports them synchronously; a batch SQLite refuses fails with those sent after it,
 * and the next one sent is written again.
 */
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { type BatchCommit, type Doc, type Store } from "./store";
import { startWriter } from "../startup";
import { itemsByN, useTempStores } from "../testing/temp-stores";

const temp = useTempStores("writer-");

async function withWriter(dir = temp.dir()): Promise<Store> {
  const store = temp.open(itemsByN, dir);
  await startWriter(store, dir, temp.dir());
  return store;
}

function item(store: Store, n: number): Doc {
  return {
    _id: store.newDocumentId(store.table("items")!),
    _creationTime: store.nextCreationTime(),
    n,
  };
}

const insert = (store: Store, ts: bigint, doc: Doc): BatchCommit => ({
  ts,
  writes: [
    {
      tableNumber: store.table("items")!.number,
      oldDoc: null,
      newDoc: doc,
      json: null,
    },
  ],
});

function ns(store: Store): unknown[] {
  const index = store.table("items")!.indexes.get("by_n")!;
  return store
    .scan(index, Buffer.alloc(0), Buffer.from([0xff]), "asc", null, 100)
    .map((row) => row.doc.n);
}

/**
 * Waits, without a turn of the event loop (so no reply is taken in), until another
 * connection sees the file at `ts`.
 */
function waitForFile(dir: string, ts: bigint): void {
  const db = new Database(join(dir, "db.sqlite3"), { readonly: true });
  const meta = db.prepare<[], { value: string }>(
    "SELECT value FROM meta WHERE key = 'last_commit_ts'",
  );
  const deadline = Date.now() + 10_000;
  try {
    while (BigInt(meta.get()?.value ?? "0") < ts) {
      if (Date.now() > deadline)
        throw new Error(`The file never reached ${ts}.`);
    }
  } finally {
    db.close();
  }
}

/** Sends `commits` to the writer thread; resolves with what it reports. */
function send(store: Store, commits: BatchCommit[]): Promise<Error | null> {
  return new Promise((resolve) => {
    expect(store.writeBatch(commits, resolve)).toBe(true);
  });
}

describe("the writer thread", () => {
  it("writes batches in the order sent; reads here see the file lastCommitTs names", async () => {
    const dir = temp.dir();
    const store = await withWriter(dir);
    const first = send(store, [insert(store, 10n, item(store, 2))]);
    const second = send(store, [
      insert(store, 11n, item(store, 1)),
      insert(store, 12n, item(store, 3)),
    ]);
    // Written, not reported yet: this thread still reads the file as it was.
    waitForFile(dir, 12n);
    expect(store.lastCommitTs).toBe(0n);
    expect(ns(store)).toEqual([]);
    expect(await first).toBeNull();
    expect(store.lastCommitTs).toBeGreaterThanOrEqual(10n);
    expect(await second).toBeNull();
    expect(store.lastCommitTs).toBe(12n);
    expect(ns(store)).toEqual([1, 2, 3]);
    temp.close(store);
    const again = temp.open(undefined, dir);
    expect(again.lastCommitTs).toBe(12n);
    expect(ns(again)).toEqual([1, 2, 3]);
  });

  it("reports the batches in flight at once when settled", async () => {
    const store = await withWriter();
    const reported: (Error | null)[] = [];
    for (const [ts, n] of [
      [1n, 1],
      [2n, 2],
    ] as const)
      store.writeBatch([insert(store, ts, item(store, n))], (e) =>
        reported.push(e),
      );
    store.settle();
    expect(reported).toEqual([null, null]);
    expect(store.lastCommitTs).toBe(2n);
    expect(ns(store)).toEqual([1, 2]);
  });

  it("fails a refused batch and those sent after it; the next one sent is written", async () => {
    const store = await withWriter();
    const a = item(store, 1);
    expect(await send(store, [insert(store, 1n, a)])).toBeNull();
    // An id that exists: SQLite refuses it. The batch after it was made on top of it.
    const refused = send(store, [insert(store, 2n, a)]);
    const after = send(store, [insert(store, 3n, item(store, 2))]);
    expect((await refused)?.message).toMatch(/UNIQUE|PRIMARY KEY/);
    expect(await after).toBe(await refused);
    expect(store.lastCommitTs).toBe(1n);
    expect(ns(store)).toEqual([1]);
    expect(await send(store, [insert(store, 4n, item(store, 3))])).toBeNull();
    expect(store.lastCommitTs).toBe(4n);
    expect(ns(store)).toEqual([1, 3]);
  });
});
