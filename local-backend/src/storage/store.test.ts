/**
 * The SQLite store on its own: a batch is written whole or not at all, what it wrote
 * survives reopening, index entries follow documents through updates and deletes,
 * scans page by key in both orders, creation times only grow, one process per data
 * dir, and recorded mutation results are pruned by floor and age.
 */
import { describe, expect, it } from "vitest";
import { encodeKey } from "../values/keys";
import { type Doc, Store } from "./store";
import { itemsByN, useTempStores } from "../testing/temp-stores";

const temp = useTempStores("store-");

const openStore = (dir?: string): Store => temp.open(itemsByN, dir);

function item(store: Store, n: number): Doc {
  const table = store.table("items")!;
  return {
    _id: store.newDocumentId(table),
    _creationTime: store.nextCreationTime(),
    n,
  };
}

const insert = (store: Store, doc: Doc) => ({
  tableNumber: store.table("items")!.number,
  oldDoc: null,
  newDoc: doc,
  json: null,
});

function ns(store: Store, order: "asc" | "desc" = "asc"): unknown[] {
  const index = store.table("items")!.indexes.get("by_n")!;
  return store
    .scan(index, Buffer.alloc(0), Buffer.from([0xff]), order, null, 100)
    .map((row) => row.doc.n);
}

describe("Store", () => {
  it("writes a batch whole, and it survives reopening", () => {
    const dir = temp.dir();
    const store = openStore(dir);
    const [a, b] = [item(store, 2), item(store, 1)];
    store.applyBatch([
      { ts: 10n, writes: [insert(store, a)] },
      { ts: 11n, writes: [insert(store, b)] },
    ]);
    expect(store.lastCommitTs).toBe(11n);
    const created = store.lastCreationTime;
    temp.close(store);
    const again = openStore(dir);
    expect(again.lastCommitTs).toBe(11n);
    expect(again.lastCreationTime).toBe(created);
    expect(ns(again)).toEqual([1, 2]);
    expect(again.nextCreationTime()).toBeGreaterThan(created);
  });

  it("writes nothing of a batch SQLite refuses", () => {
    const store = openStore();
    const a = item(store, 1);
    store.applyBatch([{ ts: 10n, writes: [insert(store, a)] }]);
    const b = item(store, 2);
    // The second commit inserts an id that exists: the whole batch is rolled back.
    expect(() =>
      store.applyBatch([
        { ts: 11n, writes: [insert(store, b)] },
        { ts: 12n, writes: [insert(store, a)] },
      ]),
    ).toThrow();
    expect(store.lastCommitTs).toBe(10n);
    expect(ns(store)).toEqual([1]);
    expect(store.getStored(b._id)).toBeNull();
  });

  it("moves index entries with updates and drops them with deletes", () => {
    const store = openStore();
    const table = store.table("items")!;
    const [a, b] = [item(store, 1), item(store, 2)];
    store.applyBatch([
      { ts: 1n, writes: [insert(store, a), insert(store, b)] },
    ]);
    const a5 = { ...a, n: 5 };
    store.applyBatch([
      {
        ts: 2n,
        writes: [
          { tableNumber: table.number, oldDoc: a, newDoc: a5, json: null },
          { tableNumber: table.number, oldDoc: b, newDoc: null, json: null },
        ],
      },
    ]);
    expect(ns(store)).toEqual([5]);
    expect(store.count(table)).toBe(1);
    expect(store.getStored(a._id)?.stored.doc.n).toBe(5);
  });

  it("scans by key in both orders, after a cursor, up to a limit", () => {
    const store = openStore();
    const docs = [3, 1, 4, 2].map((n) => item(store, n));
    store.applyBatch([{ ts: 1n, writes: docs.map((d) => insert(store, d)) }]);
    expect(ns(store)).toEqual([1, 2, 3, 4]);
    expect(ns(store, "desc")).toEqual([4, 3, 2, 1]);
    const index = store.table("items")!.indexes.get("by_n")!;
    const first = store.scan(
      index,
      Buffer.alloc(0),
      Buffer.from([0xff]),
      "asc",
      null,
      2,
    );
    expect(first.map((r) => r.doc.n)).toEqual([1, 2]);
    expect(first[0]!.id).toBe(docs[1]!._id);
    const rest = store.scan(
      index,
      encodeKey([2]),
      Buffer.from([0xff]),
      "asc",
      first[1]!.key,
      10,
    );
    expect(rest.map((r) => r.doc.n)).toEqual([3, 4]);
  });

  it("hands out strictly increasing creation times", () => {
    const store = openStore();
    let last = 0;
    for (let i = 0; i < 1000; i++) {
      const t = store.nextCreationTime();
      expect(t).toBeGreaterThan(last);
      last = t;
    }
  });

  it("refuses a second backend on the same data dir", () => {
    const dir = temp.dir();
    openStore(dir);
    expect(() => new Store(dir)).toThrow(/in use by another backend process/);
  });

  it("prunes recorded mutation results below a session's floor and by age", () => {
    const store = openStore();
    const doc = item(store, 1);
    const commit = (ts: bigint, requestId: number) => ({
      ts,
      writes: ts === 1n ? [insert(store, doc)] : [],
      sessionRecord: { sessionId: "s", requestId, result: "null" },
    });
    store.applyBatch([commit(1n, 1), commit(2n, 2), commit(3n, 3)]);
    expect(store.sessionResult("s", 1)).toEqual({ ts: "1", result: "null" });
    expect(store.pruneSessionResults([["s", 2]], 0n)).toBe(1);
    expect(store.sessionResult("s", 1)).toBeUndefined();
    expect(store.pruneSessionResults([], 3n)).toBe(1);
    expect(store.sessionResult("s", 2)).toBeUndefined();
    expect(store.sessionResult("s", 3)).toEqual({ ts: "3", result: "null" });
  });
});
