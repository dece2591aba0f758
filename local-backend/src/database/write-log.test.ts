import { describe, expect, it } from "vitest";
import { type Doc, indexKey, type Store } from "../storage/store";
import { emptyReadSet, type WriteEntry } from "./read-set";
import { InvalidTimestamp, WriteLog } from "./write-log";
import { itemsByN, useTempStores } from "../testing/temp-stores";

const temp = useTempStores("write-log-");
const store = (): Store => temp.open();

const doc = (id: string, n: number): Doc => ({ _id: id, _creationTime: 1, n });
const write = (
  id: string,
  oldDoc: Doc | null,
  newDoc: Doc | null,
): WriteEntry => ({ tableNumber: 1, id, oldDoc, newDoc, json: null });
const commit = (ts: bigint, writes: WriteEntry[], bytes = 1) => ({
  ts,
  writes,
  bytes,
  source: "test:fn",
});

describe("WriteLog", () => {
  it("finds the first commit after a snapshot that wrote what was read", () => {
    const log = new WriteLog(0n);
    const s = store();
    const reads = emptyReadSet();
    reads.points.add("doc-a");
    log.append(commit(10n, [write("doc-b", null, null)]), 0n);
    expect(log.firstConflict(s, 5n, reads)).toBeNull();
    log.append(commit(20n, [write("doc-a", null, null)]), 0n);
    expect(log.firstConflict(s, 15n, reads)?.commit.ts).toBe(20n);
    expect(log.firstConflict(s, 5n, reads)?.write.id).toBe("doc-a");
    // A snapshot at or after the write has nothing to check.
    expect(log.firstConflict(s, 20n, reads)).toBeNull();
  });

  it("finds a write into a scanned index interval, by its old or its new version", () => {
    const s = temp.open(itemsByN);
    const table = s.table("items")!;
    const index = table.indexes.get("by_n")!;
    const entry = (oldDoc: Doc | null, newDoc: Doc | null): WriteEntry => ({
      tableNumber: table.number,
      id: (oldDoc ?? newDoc)!._id,
      oldDoc,
      newDoc,
      json: null,
    });
    // Read n in [10, 20).
    const reads = emptyReadSet();
    reads.intervals.push({
      indexId: index.id,
      lo: indexKey(index, { _id: "", _creationTime: 0, n: 10 }),
      hi: indexKey(index, { _id: "", _creationTime: 0, n: 20 }),
    });
    const log = new WriteLog(0n);
    const outside = doc("x", 25);
    log.append(commit(10n, [entry(null, outside)]), 0n);
    expect(log.firstConflict(s, 5n, reads)).toBeNull();
    // Moved into the range: its new version conflicts.
    const inside = doc("x", 15);
    log.append(commit(20n, [entry(outside, inside)]), 0n);
    expect(log.firstConflict(s, 5n, reads)?.commit.ts).toBe(20n);
    // Moved out again: its old version was in the range.
    log.append(commit(30n, [entry(inside, doc("x", 30))]), 0n);
    expect(log.firstConflict(s, 25n, reads)?.commit.ts).toBe(30n);
    // Each check asked again gives the same answer from the cached keys.
    expect(log.firstConflict(s, 5n, reads)?.commit.ts).toBe(20n);
    expect(log.firstConflict(s, 30n, reads)).toBeNull();
  });

  it("recovers a document's version at an older snapshot, and at a newer one", () => {
    const log = new WriteLog(0n);
    const v1 = doc("a", 1);
    const v2 = doc("a", 2);
    const v3 = doc("a", 3);
    log.append(commit(10n, [write("a", null, v1)]), 0n);
    log.append(commit(20n, [write("a", v1, v2)]), 0n);
    log.append(commit(30n, [write("a", v2, v3)]), 0n);
    // The file holds 30: at 15 the document was v1.
    expect(log.versionsAt(15n, 30n).get("a")).toMatchObject({
      doc: v1,
      stored: v3,
    });
    // Before it existed.
    expect(log.versionsAt(5n, 30n).get("a")).toMatchObject({
      doc: null,
      stored: v3,
    });
    // The file holds 10 and commits up to 30 are not durable yet.
    expect(log.versionsAt(30n, 10n).get("a")).toMatchObject({
      doc: v3,
      stored: v1,
    });
    expect(log.versionsAt(30n, 30n).size).toBe(0);
  });

  it("drops commits past the retention window, but not what a snapshot still needs", () => {
    const log = new WriteLog(0n, { maxAgeMs: 1 });
    log.append(commit(1_000_000n, []), 0n);
    log.append(commit(5_000_000n, []), 0n);
    // 1 ms before the newest: the first commit may be dropped, a snapshot at 0 keeps it.
    expect(log.horizon).toBe(0n);
    log.append(commit(6_000_000n, []), 6_000_000n);
    expect(log.horizon).toBe(1_000_000n);
    expect(() => log.firstConflict(store(), 500_000n, emptyReadSet())).toThrow(
      InvalidTimestamp,
    );
  });

  it("at its byte limit drops one commit per commit and still serves what it keeps", () => {
    const log = new WriteLog(0n, { maxBytes: 10 });
    for (let ts = 1n; ts <= 5_000n; ts++) log.append(commit(ts, [], 1), ts);
    expect(log.horizon).toBe(4_990n);
    expect(log.latestTs).toBe(5_000n);
    expect([...log.between(4_990n, 5_000n)].map((c) => c.ts)).toEqual(
      Array.from({ length: 10 }, (_, i) => 4_991n + BigInt(i)),
    );
    expect(() => [...log.between(4_989n, 5_000n)]).toThrow(InvalidTimestamp);
    // A failed batch takes every commit it kept: the log is empty at its horizon.
    log.dropAfter(4_990n);
    expect(log.latestTs).toBe(4_990n);
    expect([...log.between(4_990n, 5_000n)]).toEqual([]);
    log.append(commit(5_001n, [], 1), 5_001n);
    expect([...log.between(4_990n, 5_001n)].map((c) => c.ts)).toEqual([5_001n]);
  });

  it("keeps at most maxBytes of write sets", () => {
    const log = new WriteLog(0n, { maxBytes: 100 });
    log.append(commit(10n, [], 60), 100n);
    log.append(commit(20n, [], 60), 100n);
    expect(log.horizon).toBe(10n);
    expect(() => log.versionsAt(9n, 20n)).toThrow(InvalidTimestamp);
    expect(log.versionsAt(10n, 20n).size).toBe(0);
  });
});
