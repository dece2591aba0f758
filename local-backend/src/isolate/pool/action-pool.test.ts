/**
 * Actions run in worker threads: a CPU-bound action does not stop the backend's own
 * thread from answering queries, and actions keep their behaviour there (results,
 * ConvexError data, logs, nested calls into the database).
 */
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../../testing/fixture-backend";
import { type RunningBackend } from "../../../index";

let backend: RunningBackend;
let dataDir: string;
let client: ConvexHttpClient;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("action-pool-"));
  client = new ConvexHttpClient(backend.url, { logger: false });
});

afterAll(() => stopFixtureBackend(backend, dataDir));

const spin = makeFunctionReference<"action", { ms: number }, boolean>(
  "checks:spin",
);
const bodies = makeFunctionReference<
  "query",
  { channel: string; order: "asc" | "desc" },
  string[]
>("messages:bodies");

describe("action workers", () => {
  it("answers queries while an action keeps its thread busy", async () => {
    const order: string[] = [];
    const spinning = client.action(spin, { ms: 3000 }).then((done) => {
      order.push("action");
      return done;
    });
    // On the backend's thread the spin would hold every request for 3 s.
    for (let i = 0; i < 3; i++) {
      await client.query(bodies, { channel: "pool", order: "asc" });
      order.push("query");
    }
    expect(await spinning).toBe(true);
    expect(order).toEqual(["query", "query", "query", "action"]);
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
