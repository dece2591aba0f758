/**
 * The pipeline's guarantees: snapshot reads that writers do not disturb, buffered
 * writes, optimistic concurrency control with retries (serializable results), group
 * commit, and reads at past timestamps from the write log.
 */
import { describe, expect, it, vi } from "vitest";
import { startWriter } from "../startup";
import { Store } from "../storage/store";
import { type SerializedQuery } from "./query";
import { type Transaction } from "./transaction";
import { Committer, MAX_CEILINGS } from "./committer";
import { PROBE_EVERY } from "./group-commit";
import { InvalidTimestamp } from "./write-log";
import { OccError } from "./occ-error";
import { itemsByN, useTempStores } from "../testing/temp-stores";

const temp = useTempStores("committer-");

function open(): { store: Store; committer: Committer } {
  const store = temp.open(itemsByN);
  return { store, committer: new Committer(store) };
}

const byN: SerializedQuery = {
  source: {
    type: "IndexRange",
    indexName: "items.by_n",
    range: [],
    order: "asc",
  },
  operators: [],
};

function ns(tx: Transaction, query: SerializedQuery = byN): unknown[] {
  const id = tx.openStream(query, false);
  const out: unknown[] = [];
  for (let d = tx.streamNext(id); d !== null; d = tx.streamNext(id))
    out.push(d.n);
  return out;
}

const source = { source: "test:write" };

/** A promise and its resolver, to hold a function at a chosen point. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe("Committer", () => {
  it("reads a snapshot that later commits do not change, while they land", async () => {
    const { committer } = open();
    const { result: id } = await committer.write(
      (tx) => tx.insert("items", { n: 1 }),
      source,
    );
    const held = gate();
    const reading = committer.read(async (tx) => {
      const before = ns(tx);
      await held.wait;
      // Two commits landed meanwhile: an update and an insert.
      return {
        before,
        after: ns(tx),
        doc: tx.get(id),
        count: tx.count("items"),
      };
    });
    await committer.write((tx) => tx.patch(id, { n: 5 }), source);
    await committer.write((tx) => tx.insert("items", { n: 2 }), source);
    held.open();
    const { result } = await reading;
    expect(result.before).toEqual([1]);
    expect(result.after).toEqual([1]);
    expect(result.doc?.n).toBe(1);
    expect(result.count).toBe(1);
    const { result: now } = await committer.read((tx) => ns(tx));
    expect(now).toEqual([2, 5]);
  });

  it("shows a mutation its own writes, in index order, and nobody else until commit", async () => {
    const { committer } = open();
    await committer.write((tx) => {
      tx.insert("items", { n: 3 });
      tx.insert("items", { n: 1 });
    }, source);
    const held = gate();
    const writing = committer.write(async (tx) => {
      const id = tx.insert("items", { n: 2 });
      const [first] = ns(tx);
      tx.patch(id, { n: 4 });
      const sp = tx.savepoint();
      tx.insert("items", { n: 0 });
      tx.rollbackSavepoint(sp);
      const mine = ns(tx);
      await held.wait;
      return { first, mine };
    }, source);
    const { result: others } = await committer.read((tx) => ns(tx));
    expect(others).toEqual([1, 3]);
    held.open();
    const { result } = await writing;
    expect(result).toEqual({ first: 1, mine: [1, 3, 4] });
    expect((await committer.read((tx) => ns(tx))).result).toEqual([1, 3, 4]);
  });

  it("retries a read-modify-write that conflicts, so concurrent increments all count", async () => {
    const { committer } = open();
    const { result: id } = await committer.write(
      (tx) => tx.insert("items", { n: 0 }),
      source,
    );
    let runs = 0;
    const increment = () =>
      committer.write(async (tx) => {
        runs++;
        const doc = tx.get(id)!;
        await new Promise((resolve) => setImmediate(resolve));
        tx.patch(id, { n: (doc.n as number) + 1 });
      }, source);
    await Promise.all([increment(), increment(), increment()]);
    const { result } = await committer.read((tx) => tx.get(id)!.n);
    expect(result).toBe(3);
    expect(runs).toBeGreaterThan(3);
  });

  it("commits writers of different documents concurrently without retries", async () => {
    const { committer } = open();
    let runs = 0;
    const insert = (n: number) =>
      committer.write(async (tx) => {
        runs++;
        await new Promise((resolve) => setImmediate(resolve));
        tx.insert("items", { n });
      }, source);
    await Promise.all([insert(1), insert(2), insert(3), insert(4)]);
    expect(runs).toBe(4);
    expect((await committer.read((tx) => ns(tx))).result).toEqual([1, 2, 3, 4]);
  });

  it("begins clients' mutations of one turn at one snapshot, and after a conflict among them one at a time", async () => {
    const { committer } = open();
    const { result: id } = await committer.write(
      (tx) => tx.insert("items", { n: 0 }),
      source,
    );
    const snapshots: bigint[] = [];
    const increment = () =>
      committer.write(
        (tx) => {
          snapshots.push(tx.snapshotTs);
          tx.patch(id, { n: (tx.get(id)!.n as number) + 1 });
        },
        { source: "test:cohort", cohort: true },
      );
    const n = async () => (await committer.read((tx) => tx.get(id)!.n)).result;
    // Side by side at one snapshot: two of the three conflict and run again.
    await Promise.all([increment(), increment(), increment()]);
    expect(await n()).toBe(3);
    expect(snapshots.length).toBeGreaterThan(3);
    expect(new Set(snapshots.slice(0, 3)).size).toBe(1);
    // Contended now: the next turn's begin one after another, none conflicts.
    snapshots.length = 0;
    await Promise.all([increment(), increment(), increment()]);
    expect(await n()).toBe(6);
    expect(snapshots).toHaveLength(3);
    expect(new Set(snapshots).size).toBe(3);
  });

  it("gives up after Convex's retry budget with Convex's conflict message", async () => {
    const { committer } = open();
    const { result: id } = await committer.write(
      (tx) => tx.insert("items", { n: 0 }),
      { source: "items:seed" },
    );
    let runs = 0;
    const failing = committer.write(
      async (tx) => {
        runs++;
        tx.get(id);
        // Every attempt, another mutation changes what this one read.
        await committer.write((other) => other.patch(id, { n: runs }), {
          source: "items:bump",
        });
        tx.insert("items", { n: 100 });
      },
      { source: "items:slow" },
    );
    const error = await failing.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OccError);
    expect((error as Error).message).toBe(
      `Documents read from or written to the "items" table changed while this mutation was being run and on every subsequent retry. A call to "items:bump" changed the document with ID "${id}".`,
    );
    expect(runs).toBe(5);
    expect((await committer.read((tx) => ns(tx))).result).toEqual([5]);
  });

  it("reads at a past timestamp from the write log, and refuses a future one", async () => {
    const { committer } = open();
    const { result: id, ts: first } = await committer.write(
      (tx) => tx.insert("items", { n: 1 }),
      source,
    );
    await committer.write((tx) => tx.patch(id, { n: 2 }), source);
    await committer.write((tx) => tx.delete(id), source);
    expect((await committer.read((tx) => ns(tx), first)).result).toEqual([1]);
    expect((await committer.read((tx) => ns(tx))).result).toEqual([]);
    await expect(
      committer.read(() => null, committer.latestTs + 1n),
    ).rejects.toBeInstanceOf(InvalidTimestamp);
  });

  it("acknowledges concurrent commits together: one batch, one durable event each", async () => {
    const { store, committer } = open();
    const events: bigint[] = [];
    committer.onDurable((c) => events.push(c.ts));
    const applied: bigint[] = [];
    committer.onApplied((c) => applied.push(c.ts));
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        committer.write((tx) => tx.insert("items", { n }), source),
      ),
    );
    const ts = results.map((r) => r.ts);
    expect(applied).toEqual(ts);
    expect(events).toEqual(ts);
    expect(store.lastCommitTs).toBe(ts[2]);
  });
});

describe("recorded results of sync-protocol mutations", () => {
  /** Commits an insert with the result recorded for (sessionId, requestId). */
  const record = (committer: Committer, sessionId: string, requestId: number) =>
    committer.write((tx) => {
      tx.insert("items", { n: requestId });
      tx.sessionRecord = { sessionId, requestId, result: `r${requestId}` };
    }, source);

  it("finds a result recorded by this committer or by an earlier one on the same store", async () => {
    const { store, committer } = open();
    expect(committer.sessionResult("s", 3)).toBeUndefined();
    await record(committer, "s", 3);
    expect(committer.sessionResult("s", 3)?.result).toBe("r3");
    expect(committer.sessionResult("s", 4)).toBeUndefined();
    const restarted = new Committer(store);
    expect(restarted.sessionResult("s", 3)?.result).toBe("r3");
    expect(restarted.sessionResult("s", 2)).toBeUndefined();
  });

  it("finds a result whose batch is not yet durable, even once the sessions it keeps have turned over", async () => {
    const { committer } = open();
    const seen: unknown[] = [];
    committer.onApplied(() => {
      seen.push(committer.sessionResult("t", 9));
      for (let i = 0; i < MAX_CEILINGS; i++)
        committer.sessionResult(`x${i}`, 0);
      seen.push(committer.sessionResult("t", 9));
    });
    await record(committer, "t", 9);
    expect(seen).toHaveLength(2);
    for (const found of seen) expect(found).toMatchObject({ result: "r9" });
  });

  it("reads the store only for a request id at or below what its session recorded", async () => {
    const { store, committer } = open();
    await record(committer, "s", 1);
    const reads = vi.spyOn(store, "sessionResult");
    for (const requestId of [2, 3, 4])
      expect(committer.sessionResult("s", requestId)).toBeUndefined();
    expect(reads).not.toHaveBeenCalled();
    expect(committer.sessionResult("s", 1)?.result).toBe("r1");
    expect(reads).toHaveBeenCalledTimes(1);
  });
});

describe("with the writer thread", () => {
  async function openWithWriter() {
    const dir = temp.dir();
    const store = temp.open(itemsByN, dir);
    await startWriter(store, dir, temp.dir());
    const sent = vi.spyOn(store, "writeBatch");
    const here = vi.spyOn(store, "applyBatch");
    return { store, committer: new Committer(store), sent, here };
  }

  const insertAll = (committer: Committer, ns: number[]) =>
    Promise.all(
      ns.map((n) => committer.write((tx) => tx.insert("items", { n }), source)),
    );

  it("sends concurrent commits there, in order, and writes a lone commit here", async () => {
    const { store, committer, sent, here } = await openWithWriter();
    const events: bigint[] = [];
    committer.onDurable((c) => events.push(c.ts));
    // A result recorded in a batch on the thread is found until it is reported.
    const found: unknown[] = [];
    sent.mockImplementation(function (this: Store, commits, done) {
      const started = Store.prototype.writeBatch.call(this, commits, done);
      found.push(committer.sessionResult("s", 1));
      return started;
    });
    const results = await Promise.all([
      committer.write((tx) => {
        tx.insert("items", { n: 1 });
        tx.sessionRecord = { sessionId: "s", requestId: 1, result: "r1" };
      }, source),
      committer.write((tx) => tx.insert("items", { n: 2 }), source),
    ]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(found).toEqual([expect.objectContaining({ result: "r1" })]);
    expect(events).toEqual(results.map((r) => r.ts));
    expect(store.lastCommitTs).toBe(results[1].ts);
    expect(here).not.toHaveBeenCalled();
    await committer.write((tx) => tx.insert("items", { n: 3 }), source);
    expect(here).toHaveBeenCalledTimes(1);
    expect((await committer.read((tx) => ns(tx))).result).toEqual([1, 2, 3]);
  });

  it("keeps sending batches there while mutations begin during their writes", async () => {
    const { committer, sent } = await openWithWriter();
    // A mutation begins while each batch is on the thread, as clients' requests do;
    // it commits with the next round's.
    let nextRound = () => {};
    const meanwhile: Promise<unknown>[] = [];
    sent.mockImplementation(function (this: Store, commits, done) {
      const started = Store.prototype.writeBatch.call(this, commits, done);
      const round = new Promise<void>((resolve) => (nextRound = resolve));
      // Once the batch is on its way, before any reply can arrive.
      queueMicrotask(() =>
        meanwhile.push(
          committer.write(async (tx) => {
            await round;
            tx.insert("items", { n: 0 });
          }, source),
        ),
      );
      return started;
    });
    for (let i = 0; i < 8; i++) {
      nextRound();
      await insertAll(committer, [i, i]);
    }
    nextRound();
    await Promise.all(meanwhile);
    // Every round's batch went there (the last extra commit, alone, was written here).
    expect(sent).toHaveBeenCalledTimes(8);
  });

  it("writes here once nothing began during writes there, and sends one there now and then", async () => {
    const { committer, sent, here } = await openWithWriter();
    // Callers that all wait for each other: nothing begins while a batch is there.
    let there = 0;
    for (;;) {
      await insertAll(committer, [1, 2]);
      if (here.mock.calls.length > 0) break;
      expect(++there).toBeLessThanOrEqual(4);
    }
    expect(sent).toHaveBeenCalledTimes(there);
    for (let i = 1; i < PROBE_EVERY - 1; i++)
      await insertAll(committer, [i, i]);
    expect(sent).toHaveBeenCalledTimes(there);
    expect(here).toHaveBeenCalledTimes(PROBE_EVERY - 1);
    await insertAll(committer, [0, 0]);
    expect(sent).toHaveBeenCalledTimes(there + 1);
  });
});
