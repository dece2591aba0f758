/**
 * Actions run in worker threads: a CPU-bound action does not stop the backend's own
 * thread from answering queries, actions keep their behaviour there (results,
 * ConvexError data, logs, nested calls into the database), and one past its time
 * limit is stopped with its worker, which another replaces.
 */
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../../testing/fixture-backend";
import { orderWhileSlow, QUICK_FIRST } from "../../testing/calls-while";
import { type RunningBackend } from "../../../index";
import { spin, bodies } from "../../testing/fixture-functions";

let backend: RunningBackend;
let dataDir: string;
let client: ConvexHttpClient;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("action-pool-"));
  client = new ConvexHttpClient(backend.url, { logger: false });
});

afterAll(() => stopFixtureBackend(backend, dataDir));

describe("action workers", () => {
  it("answers queries while an action keeps its thread busy", async () => {
    // On the backend's thread the spin would hold every request for 3 s.
    const { order, result } = await orderWhileSlow(
      client.action(spin, { ms: 3000 }),
      () => client.query(bodies, { channel: "pool", order: "asc" }),
    );
    expect(result).toBe(true);
    expect(order).toEqual(QUICK_FIRST);
  });

  it("keeps an action's results, ConvexError data and nested calls", async () => {
    const fail = makeFunctionReference<"action", Record<string, never>>(
      "checks:failAction",
    );
    await expect(client.action(fail, {})).rejects.toMatchObject({
      data: "action says no",
    });
    // Runs a mutation, a failing one (rolled back, its ConvexError caught), a query
    // and another action, all from the worker through the backend.
    const viaAction = makeFunctionReference<
      "action",
      { name: string },
      { value: number | null; error: unknown }
    >("nested:viaAction");
    expect(await client.action(viaAction, { name: "pool" })).toEqual({
      value: 1,
      error: { code: "BUMP_FAILED", value: 2 },
    });
  });
});

describe("an exception nothing catches", () => {
  // Convex's Node executor answers it as `uncaughtException` with the error's message
  // and no frames (node-executor/src/executor.ts, unhandledRejectionHandler), worded
  // by crates/node_executor's format_uncaught_error; its process exits.
  it("fails the action as Convex's Node executor reports it, and actions go on", async () => {
    const crash = makeFunctionReference<"action", Record<string, never>>(
      "nodeActions:throwsInCallback",
    );
    const error = await client.action(crash, {}).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(
      /^\[Request ID: [0-9a-f]+\] Server Error\nUncaught uncaughtException: Yikes\n$/,
    );
    expect(await client.action(spin, { ms: 1 })).toBe(true);
  });
});

/** Runs `body` with these environment variables set, then restores them. */
async function withEnv<T>(
  vars: Record<string, string>,
  body: () => Promise<T>,
): Promise<T> {
  const previous = Object.fromEntries(
    Object.keys(vars).map((name) => [name, process.env[name]]),
  );
  Object.assign(process.env, vars);
  try {
    return await body();
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe("an action past its time limit", () => {
  it("is stopped with its worker, which another replaces", async () => {
    // One worker, so that the next action would have to wait behind the runaway.
    const one = await withEnv({ LOCAL_BACKEND_ACTION_WORKERS: "1" }, () =>
      startFixtureBackend("action-pool-limit-"),
    );
    try {
      const limited = new ConvexHttpClient(one.backend.url, { logger: false });
      // Never yields for a minute: only terminating its worker stops it.
      await withEnv({ LOCAL_BACKEND_ACTION_TIMEOUT_MS: "300" }, () =>
        expect(limited.action(spin, { ms: 60_000 })).rejects.toThrow(
          /timed out after 0.3 s/,
        ),
      );
      expect(await limited.action(spin, { ms: 10 })).toBe(true);
    } finally {
      await stopFixtureBackend(one.backend, one.dataDir);
    }
  });
});
