/**
 * The store and transactions below the function runtime: index order with missing
 * fields, read sets and write sets (what the sync layer will invalidate with),
 * savepoints, pagination bounds, schema validation and index backfill.
 */
import { describe, expect, it } from "vitest";
import { type SchemaJson, type Store } from "../storage/store";
import { encodeKey } from "../values/keys";
import { type SerializedQuery } from "./query";
import { Transaction } from "./transaction";
import { WriteLog } from "./write-log";
import { useTempStores } from "../testing/temp-stores";

const temp = useTempStores("store-");
const logs = new WeakMap<Store, WriteLog>();
function logOf(store: Store): WriteLog {
  let log = logs.get(store);
  if (!log) logs.set(store, (log = new WriteLog(store.lastCommitTs)));
  return log;
}

const schema = (withIndex: boolean): SchemaJson => ({
  schemaValidation: true,
  tables: [
    {
      tableName: "items",
      indexes: withIndex
        ? [{ indexDescriptor: "by_tag", fields: ["tag", "n"] }]
        : [],
      searchIndexes: [],
      documentType: {
        type: "object",
        value: {
          n: { fieldType: { type: "number" }, optional: false },
          tag: { fieldType: { type: "string" }, optional: true },
        },
      },
    },
  ],
});

const openStore = (withIndex = true): Store => temp.open(schema(withIndex));

/** Runs `body` in a write transaction and commits it durably (one batch). */
function write<T>(
  store: Store,
  body: (tx: Transaction) => T,
): { result: T; tx: Transaction } {
  const tx = new Transaction(store, logOf(store), store.lastCommitTs, true);
  const result = body(tx);
  const ts = store.lastCommitTs + 1n;
  store.applyBatch([{ ts, writes: tx.commitWrites(ts) }]);
  return { result, tx };
}

const read = (store: Store) =>
  new Transaction(store, logOf(store), store.lastCommitTs, false);

function collect(
  tx: Transaction,
  query: SerializedQuery,
): Record<string, unknown>[] {
  const id = tx.openStream(query, false);
  const out = [];
  for (let doc = tx.streamNext(id); doc !== null; doc = tx.streamNext(id))
    out.push(doc);
  tx.closeStream(id);
  return out;
}

const byTag = (
  range: SerializedQuery["source"] extends infer S
    ? S extends { range: infer R }
      ? R
      : never
    : never,
  order: "asc" | "desc" = "asc",
): SerializedQuery => ({
  source: { type: "IndexRange", indexName: "items.by_tag", range, order },
  operators: [],
});

describe("index scans", () => {
  it("orders missing fields first and serves eq(undefined)", () => {
    const store = openStore();
    write(store, (tx) => {
      tx.insert("items", { n: 2, tag: "b" });
      tx.insert("items", { n: 1 });
      tx.insert("items", { n: 3, tag: "a" });
    });
    const tx = read(store);
    expect(collect(tx, byTag([])).map((d) => d.n)).toEqual([1, 3, 2]);
    expect(
      collect(
        tx,
        byTag([{ type: "Eq", fieldPath: "tag", value: { $undefined: null } }]),
      ).map((d) => d.n),
    ).toEqual([1]);
    expect(collect(tx, byTag([], "desc")).map((d) => d.n)).toEqual([2, 3, 1]);
  });

  it("moves index entries on updates, including 0 -> -0 and NaN, and only then", () => {
    const store = openStore();
    const { result: id } = write(store, (tx) =>
      tx.insert("items", { n: 0, tag: "a" }),
    );
    const below = (n: number) =>
      byTag([
        { type: "Eq", fieldPath: "tag", value: "a" },
        { type: "Lt", fieldPath: "n", value: n },
      ]);
    const ns = (query: SerializedQuery) =>
      collect(read(store), query).map((d) => d.n);
    expect(ns(below(0))).toEqual([]);
    // -0 sorts below 0 in Convex, although -0 === 0.
    write(store, (tx) => tx.patch(id, { n: { $float: "AAAAAAAAAIA=" } }));
    expect(ns(below(0))).toEqual([-0]);
    write(store, (tx) => tx.patch(id, { n: { $float: "AAAAAAAA+H8=" } }));
    expect(ns(below(0))).toEqual([]);
    expect(ns(byTag([{ type: "Eq", fieldPath: "tag", value: "a" }]))).toEqual([
      NaN,
    ]);
    // Unchanged key fields keep their entry (and the document is still found once).
    write(store, (tx) => tx.patch(id, {}));
    expect(ns(byTag([]))).toEqual([NaN]);
  });

  it("rejects range expressions out of index order", () => {
    const store = openStore();
    expect(() =>
      read(store).openStream(
        byTag([{ type: "Eq", fieldPath: "n", value: 1 }]),
        false,
      ),
    ).toThrow(/Invalid index range/);
  });
});

describe("read and write sets", () => {
  it("records the scanned interval, point reads and every write", () => {
    const store = openStore();
    const { result: ids, tx: writer } = write(store, (tx) => [
      tx.insert("items", { n: 1, tag: "a" }),
      tx.insert("items", { n: 2, tag: "a" }),
      tx.insert("items", { n: 3, tag: "b" }),
    ]);
    expect(writer.writes.map((w) => [w.id, w.oldDoc, w.newDoc?.n])).toEqual(
      ids.map((id, i) => [id, null, i + 1]),
    );

    const tx = read(store);
    const query: SerializedQuery = {
      source: {
        type: "IndexRange",
        indexName: "items.by_tag",
        range: [{ type: "Eq", fieldPath: "tag", value: "a" }],
        order: "asc",
      },
      operators: [{ limit: 1 }],
    };
    expect(collect(tx, query).map((d) => d.n)).toEqual([1]);
    tx.get(ids[2]!);
    const [interval] = tx.readSet.intervals;
    const index = store.table("items")!.indexes.get("by_tag")!;
    expect(interval?.indexId).toBe(index.id);
    // Starts at the range start, ends just after the one key read (not the whole range).
    expect(Buffer.compare(interval!.lo, encodeKey(["a"]))).toBe(0);
    const firstKey = encodeKey(["a", 1]);
    expect(Buffer.compare(interval!.hi, firstKey)).toBe(1);
    expect(Buffer.compare(interval!.hi, encodeKey(["a", 2]))).toBe(-1);
    expect([...tx.readSet.points]).toEqual([ids[2]]);
  });

  it("notes an identity read, a stale-snapshot query's too, for its caller", () => {
    const store = openStore();
    const tx = read(store);
    const stale = tx.snapshotQuery();
    expect([tx.identityRead, stale.identityRead]).toEqual([false, false]);
    stale.noteIdentityRead();
    expect([tx.identityRead, stale.identityRead]).toEqual([true, true]);
    const other = read(store);
    other.noteIdentityRead();
    expect(read(store).identityRead).toBe(false);
  });

  it("rolls back a savepoint's writes and its write-set entries", () => {
    const store = openStore();
    write(store, (tx) => {
      tx.insert("items", { n: 1 });
      const sp = tx.savepoint();
      tx.insert("items", { n: 2 });
      tx.rollbackSavepoint(sp);
      expect(tx.writes).toHaveLength(1);
    });
    expect(collect(read(store), byTag([])).map((d) => d.n)).toEqual([1]);
  });

  it("validates documents against the schema", () => {
    const store = openStore();
    expect(() =>
      write(store, (tx) => tx.insert("items", { n: "one" })),
    ).toThrow(/does not match the schema/);
  });
});

describe("pagination", () => {
  it("pages by key, with an inclusive end cursor and cursors that survive reopening", () => {
    const store = openStore();
    write(store, (tx) => {
      for (let n = 1; n <= 5; n++) tx.insert("items", { n, tag: "t" });
    });
    const query = byTag([{ type: "Eq", fieldPath: "tag", value: "t" }]);
    const first = read(store).page({
      query,
      cursor: null,
      endCursor: null,
      pageSize: 2,
      maximumRowsRead: null,
      isSystem: false,
    });
    expect(first.page.map((d) => d.doc.n)).toEqual([1, 2]);
    expect(first.isDone).toBe(false);
    const rest = read(store).page({
      query,
      cursor: first.continueCursor,
      endCursor: null,
      pageSize: 10,
      maximumRowsRead: null,
      isSystem: false,
    });
    expect(rest.page.map((d) => d.doc.n)).toEqual([3, 4, 5]);
    expect(rest.isDone).toBe(true);

    // Re-running the first page with its end cursor keeps it stable after an insert before it.
    write(store, (tx) => tx.insert("items", { n: 1.5, tag: "t" }));
    const again = read(store).page({
      query,
      cursor: null,
      endCursor: first.continueCursor,
      pageSize: 2,
      maximumRowsRead: null,
      isSystem: false,
    });
    expect(again.page.map((d) => d.doc.n)).toEqual([1, 1.5, 2]);
    expect(again.continueCursor).toBe(first.continueCursor);

    temp.close(store);
    const reopened = temp.open(schema(true), store.dataDir);
    const second = read(reopened).page({
      query,
      cursor: first.continueCursor,
      endCursor: null,
      pageSize: 2,
      maximumRowsRead: null,
      isSystem: false,
    });
    expect(second.page.map((d) => d.doc.n)).toEqual([3, 4]);
  });
});

describe("page limits", () => {
  it("ends a page at maximumRowsRead or maximumBytesRead, and the next page goes on from there", () => {
    const store = openStore();
    write(store, (tx) => {
      for (let n = 1; n <= 5; n++) tx.insert("items", { n, tag: "t" });
    });
    const query = byTag([{ type: "Eq", fieldPath: "tag", value: "t" }]);
    const page = (cursor: string | null, limits: object) =>
      read(store).page({
        query,
        cursor,
        endCursor: null,
        pageSize: 10,
        maximumRowsRead: null,
        isSystem: false,
        ...limits,
      });
    const byRows = page(null, { maximumRowsRead: 2 });
    expect(byRows.page.map((d) => d.doc.n)).toEqual([1, 2]);
    expect(byRows.isDone).toBe(false);
    // Any document is at least one byte: a one-byte budget reads one row.
    const byBytes = page(byRows.continueCursor, { maximumBytesRead: 1 });
    expect(byBytes.page.map((d) => d.doc.n)).toEqual([3]);
    expect(byBytes.isDone).toBe(false);
    const rest = page(byBytes.continueCursor, { maximumBytesRead: 1 << 20 });
    expect(rest.page.map((d) => d.doc.n)).toEqual([4, 5]);
    expect(rest.isDone).toBe(true);
    // The limit reached on the very last row ends the query.
    const last = page(byBytes.continueCursor, { maximumRowsRead: 2 });
    expect(last.page.map((d) => d.doc.n)).toEqual([4, 5]);
    expect(last.isDone).toBe(true);
  });
});

describe("schema changes", () => {
  it("backfills an index added later and drops a removed one", () => {
    const store = openStore(false);
    write(store, (tx) => {
      tx.insert("items", { n: 2, tag: "x" });
      tx.insert("items", { n: 1, tag: "x" });
    });
    expect(() => read(store).openStream(byTag([]), false)).toThrow(/not found/);
    store.applySchema(schema(true));
    expect(collect(read(store), byTag([])).map((d) => d.n)).toEqual([1, 2]);
    store.applySchema(schema(false));
    expect(() => read(store).openStream(byTag([]), false)).toThrow(/not found/);
  });
});
