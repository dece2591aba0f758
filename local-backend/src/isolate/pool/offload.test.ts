/**
 * The pool in "offload" mode (the default below 4 cores): queries run on the
 * backend's thread until one has been measured heavy; that one then runs in the
 * pool's worker, so a one-shot call or another connection's update goes on meanwhile.
 * An idle worker gets no commits: a task brings the write log it needs.
 */
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../../testing/fixture-backend";
import { orderWhileSlow, QUICK_FIRST } from "../../testing/calls-while";
import { type RunningBackend } from "../../../index";
import { type UdfPool } from "./udf-pool";
import { readOlderSnapshot } from "../../testing/older-snapshot";
import { spinQuery, bodies, send } from "../../testing/fixture-functions";

let backend: RunningBackend;
let dataDir: string;
let client: ConvexHttpClient;
let pool: UdfPool;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("offload-", undefined, {
    functionWorkers: "offload",
  }));
  client = new ConvexHttpClient(backend.url, { logger: false });
  pool = backend.backend.functionPool!;
});

afterAll(() => stopFixtureBackend(backend, dataDir));

/**
 * Runs `checks:spinQuery` long enough to be measured heavy (its last two runs were);
 * waits for the worker.
 */
async function makeSpinQueryHeavy(): Promise<void> {
  await client.query(spinQuery, { rounds: 2e6 });
  await vi.waitFor(() => expect(pool.ready).toBe(1), { timeout: 30_000 });
  expect(backend.backend.runner.offloads("checks:spinQuery")).toBe(true);
}

describe("offloading heavy queries", () => {
  it("starts no worker and runs cheap queries here", async () => {
    expect(pool.mode).toBe("offload");
    await client.query(bodies, { channel: "offload", order: "asc" });
    expect(pool.ready).toBe(0);
    expect(backend.backend.runner.offloads("messages:bodies")).toBe(false);
    expect(backend.backend.runner.inWorkers).toBe(false);
  });

  it("runs a query measured heavy in the worker while other calls are answered", async () => {
    // One heavy run is not enough (it may have been cold, or preempted): no worker yet.
    await client.query(spinQuery, { rounds: 2e6 });
    expect(pool.ready).toBe(0);
    expect(backend.backend.runner.offloads("checks:spinQuery")).toBe(false);
    // The second starts the worker.
    await makeSpinQueryHeavy();
    const { order, result } = await orderWhileSlow(
      client.query(spinQuery, { rounds: 4e8 }),
      () => client.query(bodies, { channel: "offload", order: "asc" }),
    );
    expect(result).toBe(true);
    expect(order).toEqual(QUICK_FIRST);
    expect(backend.backend.runner.offloads("messages:bodies")).toBe(false);
  });

  it("keeps a cheap query here after one slow run (cold, or preempted on a busy machine)", async () => {
    await makeSpinQueryHeavy();
    await client.query(bodies, { channel: "offload", order: "asc" });
    pool.noteHere("messages:bodies", 60);
    expect(backend.backend.runner.offloads("messages:bodies")).toBe(false);
    pool.noteHere("messages:bodies", 60);
    expect(backend.backend.runner.offloads("messages:bodies")).toBe(true);
    // One cheap run (in the worker) takes it back.
    await client.query(bodies, { channel: "offload", order: "asc" });
    expect(backend.backend.runner.offloads("messages:bodies")).toBe(false);
  });

  it("sends other connections' updates while a subscription's heavy query runs", async () => {
    await makeSpinQueryHeavy();
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
        heavy.onUpdate(spinQuery, { rounds: 4e8 }, () => {
          events.push("heavy result");
          resolve();
        }),
      );
      await other.mutation(send, {
        channel: "apart",
        author: "b",
        body: "while spinning",
        n: 1,
      });
      await Promise.all([seen, spun]);
      expect(events).toEqual(["other's update", "heavy result"]);
    } finally {
      await Promise.all([heavy.close(), other.close()]);
    }
  });

  it("gives a task the write log it needs, though the idle worker was sent no commits", async () => {
    // The second commit lands while the worker is idle: its file holds it, its log
    // only if the task brings it.
    const { done } = await readOlderSnapshot(backend, client, pool, "log");
    expect(done.outcome).toEqual({ ok: true, valueJson: '["first"]' });
  });

  it("takes a query back once its runs are cheap again", async () => {
    await makeSpinQueryHeavy();
    // Cheap runs in the worker bring its measured cost under the threshold.
    for (let i = 0; i < 20; i++) {
      await client.query(spinQuery, { rounds: 10 });
      if (!backend.backend.runner.offloads("checks:spinQuery")) break;
    }
    expect(backend.backend.runner.offloads("checks:spinQuery")).toBe(false);
  });
});
