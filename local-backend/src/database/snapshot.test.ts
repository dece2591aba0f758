/**
 * Reading snapshots that differ from the database file: ahead of it (commits not yet
 * durable, read through the rows shared by every reader, `./replay.ts`) and behind it
 * (a past snapshot), with and without the reader's own writes, checked against a
 * model of every snapshot.
 */
import { describe, expect, it } from "vitest";
import { type Store } from "../storage/store";
import { seededRandom } from "../testing/seeded-random";
import { itemsByN, useTempStores } from "../testing/temp-stores";
import { type RangeExpr, type SerializedQuery } from "./query";
import { Transaction } from "./transaction";
import { WriteLog } from "./write-log";

const temp = useTempStores("snapshot-");

/** Every document's `n` at one snapshot, by id. */
type Model = Map<string, number>;

function scanNs(
  tx: Transaction,
  range: RangeExpr[],
  order: "asc" | "desc",
): number[] {
  const query: SerializedQuery = {
    source: { type: "IndexRange", indexName: "items.by_n", range, order },
    operators: [],
  };
  const id = tx.openStream(query, false);
  const out: number[] = [];
  for (let d = tx.streamNext(id); d !== null; d = tx.streamNext(id))
    out.push(d.n as number);
  tx.closeStream(id);
  return out;
}

function expected(
  model: Model,
  lo: number,
  hi: number,
  order: "asc" | "desc",
): number[] {
  const ns = [...model.values()].filter((n) => n > lo && n < hi);
  ns.sort((a, b) => a - b);
  return order === "asc" ? ns : ns.reverse();
}

const between = (lo: number, hi: number): RangeExpr[] => [
  { type: "Gt", fieldPath: "n", value: lo },
  { type: "Lt", fieldPath: "n", value: hi },
];

/** Integers below a bound, from a seeded generator: a failure replays. */
function random(seed: number): (below: number) => number {
  const next = seededRandom(seed);
  return (below) => Math.floor(next() * below);
}

/**
 * A store with `durable` documents in its file, then `pending` commits only in the
 * log (inserts, patches that move a document's key, deletes): the snapshot after each
 * commit, with its model.
 */
function history(durable: number, pending: number, seed: number) {
  const store: Store = temp.open(itemsByN);
  const log = new WriteLog(store.lastCommitTs);
  const next = random(seed);
  const model: Model = new Map();
  const used = new Set<number>();
  const freshN = () => {
    let n = next(100_000) + 1;
    while (used.has(n)) n++;
    used.add(n);
    return n;
  };
  const tx = new Transaction(store, log, store.lastCommitTs, true);
  for (let i = 0; i < durable; i++) {
    const n = freshN();
    model.set(tx.insert("items", { n }), n);
  }
  store.applyBatch([{ ts: 1n, writes: tx.commitWrites(1n) }]);
  const snapshots: { ts: bigint; model: Model }[] = [
    { ts: 1n, model: new Map(model) },
  ];
  for (let i = 0; i < pending; i++) {
    const ts = BigInt(i + 2);
    const w = new Transaction(store, log, ts - 1n, true);
    const ids = [...model.keys()];
    for (let k = 0; k < 3; k++) {
      const pick = ids[next(ids.length)]!;
      const choice = next(3);
      if (choice === 0 || !model.has(pick)) {
        const n = freshN();
        model.set(w.insert("items", { n }), n);
      } else if (choice === 1) {
        const n = freshN();
        w.patch(pick, { n });
        model.set(pick, n);
      } else {
        w.delete(pick);
        model.delete(pick);
      }
    }
    log.append(
      { ts, writes: w.commitWrites(ts), bytes: 0, source: "test" },
      1n,
    );
    snapshots.push({ ts, model: new Map(model) });
  }
  return { store, log, snapshots };
}

describe("SnapshotReader", () => {
  it("reads every snapshot ahead of the file as its own, asked for in any order", () => {
    // More documents in the file than one SQLite page of a scan (100 rows).
    const { store, log: written, snapshots } = history(250, 40, 7);
    // The commits again, into a log that has served no reader yet; each reader starts
    // (and scans) as its commit lands, as mutations do, and reads on as later ones land.
    const log = new WriteLog(1n);
    const commits = [...written.between(1n, written.latestTs)];
    const readers = snapshots.map(({ ts, model }, i) => {
      if (i > 0) log.append(commits[i - 1]!, 1n);
      const tx = new Transaction(store, log, ts, false);
      expect(scanNs(tx, [], "asc")).toEqual(expected(model, 0, 1e9, "asc"));
      return { tx, model };
    });
    const next = random(11);
    for (let i = readers.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [readers[i], readers[j]] = [readers[j]!, readers[i]!];
    }
    for (const { tx, model } of readers) {
      expect(scanNs(tx, [], "asc")).toEqual(expected(model, 0, 1e9, "asc"));
      expect(scanNs(tx, between(20_000, 70_000), "desc")).toEqual(
        expected(model, 20_000, 70_000, "desc"),
      );
      for (const [id, n] of model) expect(tx.get(id)?.n).toBe(n);
      expect(tx.count("items")).toBe(model.size);
    }
    // Readers that start late, at older snapshots than the last one built.
    for (const { ts, model } of [...snapshots].reverse()) {
      const tx = new Transaction(store, log, ts, false);
      expect(scanNs(tx, [], "desc")).toEqual(expected(model, 0, 1e9, "desc"));
    }
  });

  it("reads an older snapshot than the file's from the log", () => {
    const { store, log, snapshots } = history(150, 10, 3);
    // The file moves ahead to the last commit, without its documents being rewritten
    // here: apply the pending commits to it.
    const last = snapshots[snapshots.length - 1]!;
    store.applyBatch(
      [...log.between(1n, last.ts)].map((c) => ({
        ts: c.ts,
        writes: c.writes,
      })),
    );
    for (const { ts, model } of snapshots) {
      const tx = new Transaction(store, log, ts, false);
      expect(scanNs(tx, [], "desc")).toEqual(expected(model, 0, 1e9, "desc"));
      expect(tx.count("items")).toBe(model.size);
    }
  });

  it("puts a transaction's own writes over a snapshot ahead of the file", () => {
    const { store, log, snapshots } = history(120, 12, 5);
    const { ts, model } = snapshots[6]!;
    const tx = new Transaction(store, log, ts, true);
    const [first, second] = [...model.keys()];
    tx.patch(first!, { n: 100_001 });
    tx.delete(second!);
    const added = tx.insert("items", { n: 100_002 });
    const mine = new Map(model);
    mine.set(first!, 100_001);
    mine.delete(second!);
    mine.set(added, 100_002);
    expect(scanNs(tx, [], "asc")).toEqual(expected(mine, 0, 1e9, "asc"));
    expect(scanNs(tx, between(50_000, 200_000), "desc")).toEqual(
      expected(mine, 50_000, 200_000, "desc"),
    );
    expect(tx.count("items")).toBe(mine.size);
    // Nobody else sees them.
    const other = new Transaction(store, log, ts, false);
    expect(scanNs(other, [], "asc")).toEqual(expected(model, 0, 1e9, "asc"));
  });
});
