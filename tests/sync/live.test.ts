/**
 * Pagination journals keep pages gapless as rows arrive (also across a reconnect), and
 * editing convex/ while running re-runs subscriptions on open connections.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api, type Page } from "./api";
import {
  newClient,
  sockets,
  startTestBackend,
  type TestBackend,
  until,
  watch,
} from "./helpers";

const clients: ConvexClient[] = [];
function client(url: string): ConvexClient {
  const c = newClient(url);
  clients.push(c);
  return c;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

describe("pagination journals", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend.cleanup();
  });

  const bodies = (p: Page | undefined) => p?.page.map((m) => m.body);

  it("keeps a page's end fixed as rows arrive, so consecutive pages stay gapless", async () => {
    const writer = client(backend.url);
    for (const body of ["m1", "m2", "m3", "m4"]) {
      await writer.mutation(api.messages.send, { channel: "pages", body });
    }
    const reader = client(backend.url);
    const first = watch<Page>(reader, (c, on) =>
      c.onUpdate(
        api.messages.page,
        { channel: "pages", paginationOpts: { numItems: 2, cursor: null } },
        on,
      ),
    );
    await until(() => first.latest(), "page 1");
    expect(bodies(first.latest())).toEqual(["m4", "m3"]);
    const second = watch<Page>(reader, (c, on) =>
      c.onUpdate(
        api.messages.page,
        {
          channel: "pages",
          paginationOpts: {
            numItems: 2,
            cursor: first.latest()!.continueCursor,
          },
        },
        on,
      ),
    );
    await until(() => second.latest(), "page 2");
    expect(bodies(second.latest())).toEqual(["m2", "m1"]);

    // Newest first: a new row lands in page 1, which grows instead of pushing m3 into page 2.
    await writer.mutation(api.messages.send, { channel: "pages", body: "m5" });
    await until(() => first.latest()?.page.length === 3, "page 1 to grow");
    expect(bodies(first.latest())).toEqual(["m5", "m4", "m3"]);
    expect(bodies(second.latest())).toEqual(["m2", "m1"]);

    // After a reconnect the client re-sends the journal; the page keeps its end.
    sockets[sockets.length - 1]!.terminate();
    await writer.mutation(api.messages.send, { channel: "pages", body: "m6" });
    await until(
      () => first.latest()?.page.length === 4,
      "page 1 after reconnecting",
    );
    expect(bodies(first.latest())).toEqual(["m6", "m5", "m4", "m3"]);
    expect(bodies(second.latest())).toEqual(["m2", "m1"]);
    first.stop();
    second.stop();
  });
});

describe("the client's own pagination (PaginatedQueryClient)", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend.cleanup();
  });

  it("keeps loaded pages gapless and duplicate-free while rows arrive", async () => {
    const writer = client(backend.url);
    for (let i = 1; i <= 5; i++) {
      await writer.mutation(api.messages.send, {
        channel: "feed",
        body: `m${i}`,
      });
    }
    const reader = client(backend.url);
    let latest:
      | {
          results: { body: string }[];
          status: string;
          loadMore: (n: number) => boolean;
        }
      | undefined;
    const stop = reader.onPaginatedUpdate_experimental(
      api.messages.pageOfChannel,
      { channel: "feed" },
      { initialNumItems: 2 },
      (result) => {
        latest = result as unknown as typeof latest;
      },
    );
    const bodies = () => latest?.results.map((m) => m.body);
    await until(() => latest?.status === "CanLoadMore", "the first page");
    expect(bodies()).toEqual(["m5", "m4"]);
    latest!.loadMore(2);
    await until(() => latest?.results.length === 4, "the second page");
    expect(bodies()).toEqual(["m5", "m4", "m3", "m2"]);

    // New rows arrive at the top of page 1; nothing is skipped or shown twice.
    for (let i = 6; i <= 8; i++) {
      await writer.mutation(api.messages.send, {
        channel: "feed",
        body: `m${i}`,
      });
    }
    await until(() => latest?.results.length === 7, "the new rows");
    expect(bodies()).toEqual(["m8", "m7", "m6", "m5", "m4", "m3", "m2"]);
    latest!.loadMore(10);
    await until(() => latest?.status === "Exhausted", "the last page");
    expect(bodies()).toEqual(["m8", "m7", "m6", "m5", "m4", "m3", "m2", "m1"]);
    stop();
  });
});

describe("code reload", () => {
  const root = resolve(import.meta.dirname, "../..");
  let dir: string;
  let backend: TestBackend;
  const greeting = makeFunctionReference<
    "query",
    Record<string, never>,
    string
  >("greet:text");
  const source = (text: string) =>
    `import { queryGeneric } from "convex/server";\nexport const text = queryGeneric({ args: {}, handler: async () => ${JSON.stringify(text)} });\n`;

  beforeAll(async () => {
    // Inside the repo so the bundler resolves `convex` from node_modules.
    mkdirSync(join(root, ".data"), { recursive: true });
    dir = mkdtempSync(join(root, ".data", "reload-fixture-"));
    writeFileSync(join(dir, "greet.ts"), source("v1"));
    backend = await startTestBackend(dir, { watch: true });
  });
  afterAll(async () => {
    await backend.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it("re-runs subscriptions with the new code and keeps the connection", async () => {
    const reader = client(backend.url);
    const seen = watch<string>(reader, (c, on) => c.onUpdate(greeting, {}, on));
    await until(() => seen.latest() === "v1", "v1");
    const socketsBefore = sockets.length;
    writeFileSync(join(dir, "greet.ts"), source("v2"));
    await until(() => seen.latest() === "v2", "the edited function's result");
    // Same socket: no reconnect was needed.
    expect(sockets.length).toBe(socketsBefore);
    seen.stop();
  });
});
