/**
 * Reconnects with mutations in flight: whichever side of the commit the socket dies
 * on, the client re-sends the mutation and it runs exactly once. Subscriptions resume.
 */
import { type ConvexClient } from "convex/browser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api, type Row } from "./api";
import {
  newClient,
  rawClient,
  type RawClient,
  sockets,
  startTestBackend,
  type TestBackend,
  until,
  watch,
} from "./helpers";

let backend: TestBackend;
let client: ConvexClient | null = null;
/** What the commit hook does on the next commit (then it disarms). */
let onNextCommit: (() => void) | null = null;

beforeAll(async () => {
  backend = await startTestBackend();
  backend.backend.committer.onApplied(() => {
    const action = onNextCommit;
    onNextCommit = null;
    action?.();
  });
});

afterEach(async () => {
  await client?.close();
  client = null;
});

afterAll(async () => {
  await backend.cleanup();
});

/** A connected client and its socket. */
async function connected(): Promise<{
  client: ConvexClient;
  socket: () => (typeof sockets)[number];
}> {
  const c = newClient(backend.url);
  client = c;
  // A round trip proves the socket is up.
  await c.query(api.messages.counter, { name: "warmup" });
  return { client: c, socket: () => sockets[sockets.length - 1]! };
}

async function rows(channel: string): Promise<Row[]> {
  const reader = newClient(backend.url);
  try {
    return await reader.query(api.messages.list, { channel });
  } finally {
    await reader.close();
  }
}

describe("reconnect", () => {
  it("runs a mutation once when the socket dies before it commits", async () => {
    const { client: c, socket } = await connected();
    const committer = backend.backend.committer;
    await until(() => !committer.busy, "the backend to be idle");
    let release!: () => void;
    const held = committer.serialized(
      () => new Promise<void>((r) => (release = r)),
    );
    const dedupBefore = backend.stats.deduplicatedMutations;
    const received0 = backend.stats.mutationsReceived;

    const done = c.mutation(api.messages.send, {
      channel: "before-commit",
      body: "once",
    });
    await until(
      () => backend.stats.mutationsReceived > received0,
      "the backend to receive the mutation",
    );
    socket().terminate();
    release();
    await held;
    await done;

    expect(await rows("before-commit")).toEqual([
      { body: "once", author: null },
    ]);
    expect(backend.stats.deduplicatedMutations - dedupBefore).toBe(1);
  });

  it("runs a mutation once when the socket dies between its commit and its response", async () => {
    const { client: c, socket } = await connected();
    const dedupBefore = backend.stats.deduplicatedMutations;
    onNextCommit = () => socket().terminate();

    await c.mutation(api.messages.send, {
      channel: "after-commit",
      body: "once",
    });

    expect(await rows("after-commit")).toEqual([
      { body: "once", author: null },
    ]);
    expect(backend.stats.deduplicatedMutations - dedupBefore).toBe(1);
  });

  it("runs a mutation once when the socket dies after its response, before the Transition", async () => {
    const { client: c, socket } = await connected();
    const ws = socket();
    const dedupBefore = backend.stats.deduplicatedMutations;
    const socketsBefore = sockets.length;
    // Cut the socket the moment the response arrives (the client still handles it).
    // What arrived with it in the same read (the Transition, when the server sent
    // both in one turn) is lost with the socket, as on a real network.
    let cut = false;
    const emit = ws.emit.bind(ws);
    ws.emit = ((event: string, ...args: unknown[]) =>
      cut && event === "message"
        ? false
        : emit(event, ...args)) as typeof ws.emit;
    ws.prependListener("message", (data: Buffer) => {
      if (
        (JSON.parse(data.toString()) as { type: string }).type ===
        "MutationResponse"
      ) {
        cut = true;
        ws.terminate();
      }
    });

    await c.mutation(api.messages.send, {
      channel: "after-response",
      body: "once",
    });

    // Resolved on a new socket, where the re-sent mutation was deduplicated.
    expect(sockets.length).toBeGreaterThan(socketsBefore);
    expect(await rows("after-response")).toEqual([
      { body: "once", author: null },
    ]);
    expect(backend.stats.deduplicatedMutations - dedupBefore).toBe(1);
  });

  it("resumes subscriptions after a reconnect and shows writes made meanwhile", async () => {
    const { client: c, socket } = await connected();
    const live = watch<Row[]>(c, (cc, on) =>
      cc.onUpdate(api.messages.list, { channel: "resume" }, on),
    );
    await until(() => live.latest(), "first result");
    socket().terminate();
    const writer = newClient(backend.url);
    await writer.mutation(api.messages.send, {
      channel: "resume",
      body: "while away",
    });
    await writer.close();
    await until(
      () => live.latest()?.length === 1,
      "the write to arrive after reconnecting",
    );
    expect(live.latest()).toEqual([{ body: "while away", author: null }]);
    live.stop();
  });

  it("reconnects clients to a restarted backend and keeps their data", async () => {
    const { client: c } = await connected();
    const live = watch<Row[]>(c, (cc, on) =>
      cc.onUpdate(api.messages.list, { channel: "restart" }, on),
    );
    await c.mutation(api.messages.send, { channel: "restart", body: "before" });
    await until(() => live.latest()?.length === 1, "first write");
    backend = await backend.restart();
    const writer = newClient(backend.url);
    await writer.mutation(api.messages.send, {
      channel: "restart",
      body: "after",
    });
    await writer.close();
    await until(
      () => live.latest()?.length === 2,
      "the post-restart write",
      15_000,
    );
    live.stop();
  }, 20_000);

  it("closes sockets on stop with 1001 and a reason the client retries after about a second", async () => {
    const other = await startTestBackend();
    const c = await rawClient(
      other.url,
      "40000000-0000-4000-8000-000000000000",
    );
    await other.cleanup();
    // InternalServerError is what the client treats as a restart (1 s backoff).
    expect(await c.closed).toEqual({
      code: 1001,
      reason: "InternalServerError: backend stopping",
    });
  });
});

describe("session request records", () => {
  const mutate = (c: RawClient, requestId: number, body: string) =>
    c.send({
      type: "Mutation",
      requestId,
      udfPath: "messages:send",
      args: [{ channel: "prune", body }],
    });
  type Response = Extract<
    RawClient["messages"][number],
    { type: "MutationResponse" }
  >;
  const responses = (c: RawClient) =>
    c.messages.filter((m): m is Response => m.type === "MutationResponse");
  const records = (b: TestBackend, sessionId: string) =>
    b.backend.store.db
      .prepare<[string], number>(
        "SELECT request_id FROM session_requests WHERE session_id = ? ORDER BY request_id",
      )
      .pluck()
      .all(sessionId);

  it("forgets the records a client can no longer re-send; re-sent mutations still run once", async () => {
    const sessionId = "40000000-0000-4000-8000-000000000001";
    const first = await rawClient(backend.url, sessionId);
    for (let i = 0; i < 3; i++) mutate(first, i, `p${i}`);
    await until(() => responses(first).length === 3, "three responses");
    first.ws.close();
    await first.closed;
    expect(records(backend, sessionId)).toEqual([0, 1, 2]);

    // The next connection re-sends 1 (its response was lost), then sends 3.
    const dedupBefore = backend.stats.deduplicatedMutations;
    const second = await rawClient(backend.url, sessionId, 1);
    mutate(second, 1, "p1");
    mutate(second, 3, "p3");
    await until(() => responses(second).length === 2, "two responses");
    expect(backend.stats.deduplicatedMutations - dedupBefore).toBe(1);
    const original = responses(first)[1]!;
    const replayed = responses(second)[0]!;
    expect([replayed.result, replayed.ts]).toEqual([
      original.result,
      original.ts,
    ]);

    // Only 0 is below what this session's newest connection re-sent first.
    expect(
      await backend.backend.sync.pruneSessionRequests({ age: false }),
    ).toBe(1);
    expect(records(backend, sessionId)).toEqual([1, 2, 3]);

    // Whatever it could still re-send is still answered from the records.
    second.ws.close();
    await second.closed;
    const third = await rawClient(backend.url, sessionId, 2);
    for (const i of [1, 2, 3]) mutate(third, i, `p${i}`);
    await until(() => responses(third).length === 3, "three responses");
    expect(backend.stats.deduplicatedMutations - dedupBefore).toBe(4);
    expect(await rows("prune")).toEqual(
      ["p0", "p1", "p2", "p3"].map((body) => ({ body, author: null })),
    );
    third.ws.close();
  });

  it("drops records older than the retention", async () => {
    const other = await startTestBackend(undefined, {
      sync: { sessionRequestRetentionMs: 0 },
    });
    try {
      const sessionId = "40000000-0000-4000-8000-000000000002";
      const c = await rawClient(other.url, sessionId);
      mutate(c, 0, "old");
      mutate(c, 1, "old");
      await until(() => responses(c).length === 2, "two responses");
      expect(records(other, sessionId)).toEqual([0, 1]);
      expect(await other.backend.sync.pruneSessionRequests()).toBe(2);
      expect(records(other, sessionId)).toEqual([]);
      c.ws.close();
    } finally {
      await other.cleanup();
    }
  });
});
