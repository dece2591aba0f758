/**
 * Convex components on the local backend, over the real clients: the fixture app
 * (`./convex`) uses `@convex-dev/rate-limiter`, `@convex-dev/aggregate` (as `scores`),
 * `@convex-dev/presence` (all three with their own `@convex-dev/batch-worker`) and a
 * local `counter` component with a nested `ledger`. Each instance has its own tables,
 * scheduler and env; calls between them follow Convex's transaction rules.
 */
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { type FunctionReference, makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBackend, startBackend } from "../../local-backend";
import {
  startFixtureBackend,
  stopFixtureBackend,
} from "../../local-backend/src/testing/fixture-backend";
import { api } from "./convex/_generated/api";

const FIXTURE = join(import.meta.dirname, "convex");

/** `ConvexHttpClient`'s admin API (`@internal` in its types), as the CLI uses it. */
type AdminHttpClient = ConvexHttpClient & {
  setAdminAuth(key: string): void;
  function(
    ref: FunctionReference<"query" | "mutation" | "action">,
    componentPath: string | undefined,
    args: Record<string, unknown>,
  ): Promise<unknown>;
};

function httpClient(): AdminHttpClient {
  return new ConvexHttpClient(backend.url) as AdminHttpClient;
}

let backend: RunningBackend;
let dataDir: string;
let http: AdminHttpClient;

beforeAll(async () => {
  ({ backend, dataDir } = await startFixtureBackend("components-", FIXTURE, {
    env: { APP_ONLY: "the app's secret" },
  }));
  http = httpClient();
});

afterAll(async () => {
  await stopFixtureBackend(backend, dataDir);
});

/** Polls `read` until `done` holds of its value (scheduled work lands later). */
async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("published components", () => {
  it("rate limiter: `limit` refuses past capacity and `check` agrees", async () => {
    expect(await http.query(api.limits.check, { key: "a" })).toEqual({
      ok: true,
    });
    expect((await http.mutation(api.limits.send, { key: "a" })).ok).toBe(true);
    expect((await http.mutation(api.limits.send, { key: "a" })).ok).toBe(true);
    const refused = await http.mutation(api.limits.send, { key: "a" });
    expect(refused.ok).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await http.query(api.limits.check, { key: "a" })).ok).toBe(false);
    // Another key has its own budget.
    expect((await http.mutation(api.limits.send, { key: "b" })).ok).toBe(true);
  });

  it("aggregate: inserts, counts and sums, also through its batch worker", async () => {
    await http.mutation(api.scores.add, { id: "x", score: 3 });
    await http.mutation(api.scores.add, { id: "y", score: 4 });
    expect(await http.query(api.scores.stats, {})).toEqual({
      count: 2,
      sum: 7,
    });
    // Queued, then applied by the nested batch worker's scheduled loop, which
    // calls back through function handles the aggregate made.
    await http.mutation(api.scores.add, { id: "z", score: 10, later: true });
    // Until then the aggregate refuses synchronous reads (its PENDING_OPERATIONS).
    const stats = await eventually(
      () => http.query(api.scores.stats, {}).catch(() => null),
      (s) => s?.count === 3,
      "the queued insert",
    );
    expect(stats).toEqual({ count: 3, sum: 17 });
  });

  it("presence: heartbeat lists the user online; disconnect takes them off", async () => {
    const { roomToken, sessionToken } = await http.mutation(
      api.presence.heartbeat,
      { roomId: "room", userId: "ada", sessionId: "s1" },
    );
    expect(await http.query(api.presence.list, { roomToken })).toEqual([
      { userId: "ada", online: true },
    ]);
    await http.mutation(api.presence.disconnect, { sessionToken });
    await eventually(
      () => http.query(api.presence.list, { roomToken }),
      (users) => users.every((u) => !u.online),
      "ada offline",
    );
  });
});

describe("isolation", () => {
  it("the app and a component each see only their own table of the same name", async () => {
    const appId = await http.mutation(api.notes.add, { text: "app note" });
    const componentId = await http.mutation(api.notes.addComponentNote, {
      text: "component note",
    });
    const app = await http.query(api.notes.list, { foreignId: componentId });
    expect(app.texts).toContain("app note");
    expect(app.texts).not.toContain("component note");
    // A component's id names no table of the app (and vice versa).
    expect(app.foreign).toBeNull();
    expect(app.foreignDoc).toBeNull();
    const component = await http.query(api.notes.componentNotes, {
      foreignId: appId,
    });
    expect(component.texts).toEqual(["component note"]);
    expect(component.foreign).toBeNull();
  });

  it("a component's env is what its parent bound, not the app's", async () => {
    const env = await http.query(api.notes.componentEnvironment, {});
    expect(env.appOnly).toBe("the app's secret");
    expect(env.component).toEqual({
      greeting: "hello from the app",
      appOnly: null,
      // Its routes are mounted at /counter/.
      siteUrl: `${backend.siteUrl}/counter`,
    });
  });

  it("clients reach only the app's functions", async () => {
    await expect(
      http.query(makeFunctionReference<"query">("counter/counters:get"), {
        name: "x",
      }),
    ).rejects.toThrow(
      /Could not find public function for 'counter\/counters:get'/,
    );
  });

  it("a child's internal function is not part of its API", async () => {
    await expect(http.mutation(api.notes.callInternal, {})).rejects.toThrow(
      /does not export/,
    );
  });

  it("a component's action runs in the component", async () => {
    await http.mutation(api.notes.increment, { name: "acted" });
    expect(
      await http.action(api.notes.describeCounter, { name: "acted" }),
    ).toEqual({ value: 1, greeting: "hello from the app" });
  });

  it("the admin key reaches a component's functions with `componentPath`", async () => {
    const get = makeFunctionReference<"query">("counters:get");
    await expect(
      http.function(get, "counter", { name: "acted" }),
    ).rejects.toThrow(/BadAdminKey/);
    const admin = httpClient();
    admin.setAdminAuth(backend.adminKey);
    expect(await admin.function(get, "counter", { name: "acted" })).toBe(1);
    // Internal functions too, as for the app's.
    const secret = makeFunctionReference<"mutation">("counters:secret");
    expect(await admin.function(secret, "counter", {})).toBeNull();
    await expect(
      admin.function(get, "nowhere", { name: "acted" }),
    ).rejects.toThrow(/Could not find .*function for 'counters:get'/);
  });

  it("a component pages its own table with paginate(), as Convex's components do", async () => {
    for (const name of ["page-a", "page-b", "page-c"])
      await http.mutation(api.notes.increment, { name });
    const names: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: {
        names: string[];
        isDone: boolean;
        continueCursor: string;
      } = await http.query(api.notes.counterNames, { cursor });
      expect(page.names.length).toBeLessThanOrEqual(2);
      names.push(...page.names);
      if (page.isDone) break;
      cursor = page.continueCursor;
    }
    expect(names).toEqual(
      expect.arrayContaining(["page-a", "page-b", "page-c"]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it("nested components run in their own path", async () => {
    await http.mutation(api.notes.increment, { name: "nested" });
    expect(await http.query(api.notes.ledger, {})).toMatchObject({
      componentPath: "counter/ledger",
    });
  });
});

describe("HTTP actions", () => {
  it("a component's routes are served under the prefix the app mounts them at", async () => {
    await http.mutation(api.notes.increment, { name: "web" });
    const response = await fetch(`${backend.siteUrl}/counter/hello?name=web`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      siteUrl: `${backend.siteUrl}/counter`,
      value: 1,
    });
    expect((await fetch(`${backend.siteUrl}/hello`)).status).toBe(404);
    expect((await fetch(`${backend.siteUrl}/counter/nope`)).status).toBe(404);
  });
});

describe("file storage", () => {
  it("a component stores and serves its own files, which the app does not see", async () => {
    const stored = await http.action(api.notes.storeInCounter, {
      text: "component file",
    });
    const urls = await http.query(api.notes.fileUrls, { id: stored });
    expect(urls.app).toBeNull();
    expect(await (await fetch(urls.counter!)).text()).toBe("component file");

    const uploadUrl = await http.mutation(api.notes.counterUploadUrl, {});
    const upload = await fetch(uploadUrl, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "uploaded to the component",
    });
    const { storageId } = (await upload.json()) as { storageId: string };
    const uploaded = await http.query(api.notes.fileUrls, { id: storageId });
    expect(uploaded.app).toBeNull();
    expect(await (await fetch(uploaded.counter!)).text()).toBe(
      "uploaded to the component",
    );
  });
});

describe("calls between components", () => {
  it("a child mutation that throws has its writes rolled back; the caller's stay", async () => {
    const result = await http.mutation(api.notes.survivesChildFailure, {
      name: "rollback",
    });
    expect(result.caught).toMatch(/counter failed after writing/);
    expect(result.count).toBe(0);
    const { texts } = await http.query(api.notes.list, {});
    expect(texts).toContain("before rollback");
  });

  it("function handles have Convex's format and reach the app's internal functions", async () => {
    const handle = await http.mutation(api.notes.handle, {});
    expect(handle).toMatch(/^function:\/\/[0-9a-z]{31,37}#notes:record$/);
    // The same function gets the same handle.
    expect(await http.mutation(api.notes.handle, {})).toBe(handle);
    await http.mutation(api.notes.handOver, { text: "via handle", now: true });
    expect((await http.query(api.notes.list, {})).texts).toContain(
      "via handle",
    );
  });

  it("a component schedules an app handle; the job runs in the app", async () => {
    await http.mutation(api.notes.handOver, {
      text: "scheduled via handle",
      now: false,
    });
    await eventually(
      () => http.query(api.notes.list, {}),
      (r) => r.texts.includes("scheduled via handle"),
      "the scheduled handle",
    );
  });

  it("a subscription through a component re-runs when the component's table changes", async () => {
    const client = new ConvexClient(backend.url);
    try {
      const seen: number[] = [];
      const unsubscribe = client.onUpdate(
        api.notes.counterValue,
        { name: "live" },
        (value) => seen.push(value),
      );
      await eventually(
        () => Promise.resolve(seen.length),
        (n) => n > 0,
        "first result",
      );
      await client.mutation(api.notes.increment, { name: "live" });
      await eventually(
        () => Promise.resolve(seen.at(-1)),
        (v) => v === 1,
        "the update",
      );
      unsubscribe();
    } finally {
      await client.close();
    }
  });
});

describe("restart", () => {
  it("keeps component data", async () => {
    const dir = dataDir;
    await http.mutation(api.notes.increment, { name: "kept" });
    await backend.stop();
    backend = await startBackend({
      convexDir: FIXTURE,
      dataDir: dir,
      port: 0,
      sitePort: 0,
    });
    http = httpClient();
    expect(await http.query(api.notes.counterValue, { name: "kept" })).toBe(1);
    expect((await http.query(api.scores.stats, {})).count).toBe(3);
  });

  it("rebundles the components on reload, handles unchanged", async () => {
    const handle = await http.mutation(api.notes.handle, {});
    await backend.backend.reload();
    expect(await http.mutation(api.notes.handle, {})).toBe(handle);
    expect(await http.query(api.notes.counterValue, { name: "kept" })).toBe(1);
    expect(await http.mutation(api.notes.increment, { name: "kept" })).toBe(2);
  });
});
