/**
 * Queries and mutations run in function workers: a CPU-bound query or mutation leaves
 * the other queries to the other workers, a query past its time limit is stopped for
 * real (its worker replaced), and a worker reads the snapshot a task asks for, not
 * only the one its file holds.
 */
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../../testing/fixture-backend";
import { orderWhileHeld, QUICK_FIRST } from "../../testing/calls-while";
import { type RunningBackend } from "../../../index";
import { readOlderSnapshot } from "../../testing/older-snapshot";
import { spinQuery, bodies } from "../../testing/fixture-functions";

let backend: RunningBackend;
let dataDir: string;
let client: ConvexHttpClient;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend(
    "function-pool-",
    undefined,
    {
      functionWorkers: 2,
    },
  ));
  client = new ConvexHttpClient(backend.url, { logger: false });
});

afterAll(() => stopFixtureBackend(backend, dataDir));

afterEach(() => {
  delete process.env.LOCAL_BACKEND_UDF_TIMEOUT_MS;
});

describe("function workers", () => {
  it("answers other queries while one query keeps its worker busy", async () => {
    expect(backend.backend.functionPool).not.toBeNull();
    const { order, result } = await orderWhileHeld(
      (until) => client.query(spinQuery, { rounds: -1, until }),
      () => client.query(bodies, { channel: "workers", order: "asc" }),
    );
    expect(result).toBe(true);
    expect(order).toEqual(QUICK_FIRST);
  });

  it("answers queries while a mutation keeps its worker busy, and commits it", async () => {
    const spinMutation = makeFunctionReference<
      "mutation",
      { rounds: number; name: string; until?: string },
      boolean
    >("checks:spinMutation");
    const { order, result } = await orderWhileHeld(
      (until) =>
        client.mutation(spinMutation, { rounds: -1, name: "spun", until }),
      () => client.query(bodies, { channel: "workers", order: "asc" }),
    );
    expect(result).toBe(true);
    expect(order).toEqual(QUICK_FIRST);
    // Its write, made in the worker, committed on the backend.
    const count = makeFunctionReference<"query", { name: string }, number>(
      "jobs:count",
    );
    expect(await client.query(count, { name: "spun" })).toBe(1);
  });

  it("stops a query past its time limit and keeps serving", async () => {
    process.env.LOCAL_BACKEND_UDF_TIMEOUT_MS = "300";
    await expect(client.query(spinQuery, { rounds: -1 })).rejects.toThrow(
      /checks:spinQuery timed out after 300 ms/,
    );
    // Its worker was replaced: the pool still has every worker, and they answer.
    delete process.env.LOCAL_BACKEND_UDF_TIMEOUT_MS;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.query(bodies, { channel: "workers", order: "asc" }),
      ),
    );
    expect(answers).toEqual([[], [], [], []]);
  });

  it("reads an older snapshot than its file holds, from its copy of the write log", async () => {
    const { committer } = backend.backend;
    const pool = backend.backend.functionPool!;
    const { done, task } = await readOlderSnapshot(
      backend,
      client,
      pool,
      "snap",
    );
    expect(done.outcome).toEqual({ ok: true, valueJson: '["first"]' });
    // What it read is recorded, so a subscription on it is invalidated precisely.
    expect(done.readSet.intervals.length).toBeGreaterThan(0);
    const now = await pool.run({ ...task, ts: committer.latestTs });
    expect(now.outcome).toEqual({ ok: true, valueJson: '["first","second"]' });
  });
});
