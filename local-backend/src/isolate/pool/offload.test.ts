/**
 * The pool in "offload" mode (the default below 4 cores): queries run on the
 * backend's thread until one has been measured heavy; that one then runs in the
 * pool's worker, so a one-shot call or another connection's update goes on meanwhile.
 * An idle worker gets no commits: a task brings the write log it needs.
 *
 * Whether a query is heavy follows the wall-clock time of its runs, which the OS
 * stretches on a busy machine (a cheap query's run took 25 ms with both cores busy, its
 * first run in the worker 150 ms): so each backend here is given a threshold
 * (`offloadMs`) that no cheap run reaches. Slow calls are held in the worker until the
 * test lets them go (`WorkerHold`), so what goes on meanwhile does not race their end.
 */
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../../testing/fixture-backend";
import {
  orderWhileHeld,
  QUICK_FIRST,
  WorkerHold,
} from "../../testing/calls-while";
import { type RunningBackend } from "../../../index";
import { type FunctionPool } from "./function-pool";
import { readOlderSnapshot } from "../../testing/older-snapshot";
import { spinQuery, bodies, send } from "../../testing/fixture-functions";

interface Offloading {
  backend: RunningBackend;
  client: ConvexHttpClient;
  pool: FunctionPool;
  offloads: (path: string) => boolean;
}

/** A backend in "offload" mode with `offloadMs`, for the tests of this describe. */
function offloadingBackend(offloadMs: number): Offloading {
  const at = {} as Offloading;
  let dataDir: string | undefined;
  beforeAll(async () => {
    let backend: RunningBackend;
    ({ backend, dataDir } = await startFixtureBackend("offload-", undefined, {
      functionWorkers: "offload",
      offloadMs,
    }));
    Object.assign(at, {
      backend,
      client: new ConvexHttpClient(backend.url, { logger: false }),
      pool: backend.backend.functionPool!,
      offloads: (path: string) => backend.backend.runner.offloads(path),
    });
  });
  afterAll(() => stopFixtureBackend(at.backend, dataDir));
  return at;
}

/** Waits for the worker, which the first query found heavy starts. */
async function workerReady(pool: FunctionPool): Promise<void> {
  await vi.waitFor(() => expect(pool.ready).toBe(1), { timeout: 30_000 });
}

describe("offloading queries measured heavy", () => {
  /** Far above a cheap query's run on a busy machine. */
  const OFFLOAD_MS = 100;
  /**
   * `checks:spinQuery` rounds that take several times `OFFLOAD_MS` (0.6 s on this
   * repository's 2-core machine).
   */
  const HEAVY_ROUNDS = 1e8;
  const at = offloadingBackend(OFFLOAD_MS);

  it("starts no worker and runs cheap queries here", async () => {
    const { backend, client, pool, offloads } = at;
    expect(pool.mode).toBe("offload");
    await client.query(bodies, { channel: "offload", order: "asc" });
    expect(pool.ready).toBe(0);
    expect(offloads("messages:bodies")).toBe(false);
    expect(backend.backend.runner.inWorkers).toBe(false);
  });

  it("runs a query measured heavy in the worker while other calls are answered", async () => {
    const { client, pool, offloads } = at;
    // One heavy run is not enough (it may have been cold, or preempted): no worker yet.
    await client.query(spinQuery, { rounds: HEAVY_ROUNDS });
    expect(pool.ready).toBe(0);
    expect(offloads("checks:spinQuery")).toBe(false);
    // The second starts the worker.
    await client.query(spinQuery, { rounds: HEAVY_ROUNDS });
    await workerReady(pool);
    expect(offloads("checks:spinQuery")).toBe(true);
    const { order, result } = await orderWhileHeld(
      (until) => client.query(spinQuery, { rounds: -1, until }),
      () => client.query(bodies, { channel: "offload", order: "asc" }),
    );
    expect(result).toBe(true);
    expect(order).toEqual(QUICK_FIRST);
    expect(offloads("messages:bodies")).toBe(false);
  });
});

describe("offloading heavy queries", () => {
  /**
   * Longer than a test may run (30 s): no run is measured this heavy in a test that
   * passes, so a query is heavy when the test notes runs this long (`noteHere`, as the
   * runner does for each run on the backend's thread).
   */
  const OFFLOAD_MS = 60_000;
  const at = offloadingBackend(OFFLOAD_MS);

  /** Notes two heavy runs of `checks:spinQuery`; waits for the worker they start. */
  async function makeSpinQueryHeavy(): Promise<void> {
    at.pool.noteHere("checks:spinQuery", OFFLOAD_MS);
    at.pool.noteHere("checks:spinQuery", OFFLOAD_MS);
    await workerReady(at.pool);
    expect(at.offloads("checks:spinQuery")).toBe(true);
  }

  it("keeps a cheap query here after one slow run (cold, or preempted on a busy machine)", async () => {
    const { client, pool, offloads } = at;
    await makeSpinQueryHeavy();
    await client.query(bodies, { channel: "offload", order: "asc" });
    pool.noteHere("messages:bodies", OFFLOAD_MS);
    expect(offloads("messages:bodies")).toBe(false);
    pool.noteHere("messages:bodies", OFFLOAD_MS);
    expect(offloads("messages:bodies")).toBe(true);
    // One cheap run (in the worker) takes it back.
    await client.query(bodies, { channel: "offload", order: "asc" });
    expect(offloads("messages:bodies")).toBe(false);
  });

  it("sends other connections' updates while a subscription's heavy query runs", async () => {
    const { backend } = at;
    await makeSpinQueryHeavy();
    const hold = new WorkerHold();
    const heavy = new ConvexClient(backend.url);
    const other = new ConvexClient(backend.url);
    const events: string[] = [];
    try {
      const seen = new Promise<void>((resolve) =>
        other.onUpdate(bodies, { channel: "apart", order: "asc" }, (rows) => {
          if (rows.includes("while spinning")) {
            events.push("other's update");
            resolve();
          }
        }),
      );
      const spun = new Promise<void>((resolve) =>
        heavy.onUpdate(spinQuery, { rounds: -1, until: hold.name }, () => {
          events.push("heavy result");
          resolve();
        }),
      );
      // The heavy query runs in the worker until other's update has come (were the
      // update to wait for it, the heavy query would fail at its time limit, and no
      // result would come).
      await hold.started();
      await other.mutation(send, {
        channel: "apart",
        author: "b",
        body: "while spinning",
        n: 1,
      });
      await seen;
      hold.release();
      await spun;
      expect(events).toEqual(["other's update", "heavy result"]);
    } finally {
      hold.release();
      await Promise.all([heavy.close(), other.close()]);
    }
  });

  it("gives a task the write log it needs, though the idle worker was sent no commits", async () => {
    const { backend, client, pool } = at;
    // The second commit lands while the worker is idle: its file holds it, its log
    // only if the task brings it.
    const { done } = await readOlderSnapshot(backend, client, pool, "log");
    expect(done.outcome).toEqual({ ok: true, valueJson: '["first"]' });
  });

  it("takes a query back once its runs are cheap again", async () => {
    const { client, offloads } = at;
    await makeSpinQueryHeavy();
    // Cheap runs in the worker bring its measured cost under the threshold.
    for (let i = 0; i < 20; i++) {
      await client.query(spinQuery, { rounds: 10 });
      if (!offloads("checks:spinQuery")) break;
    }
    expect(offloads("checks:spinQuery")).toBe(false);
  });
});
