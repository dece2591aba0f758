/**
 * Reconnects with mutations in flight: whichever side of the commit the socket dies
 * on, the client re-sends the mutation and it runs exactly once. Subscriptions resume.
 */
import { type ConvexClient } from "convex/browser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api, type Row } from "./api";
import {
  newClient,
  received,
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
  backend.backend.runner.onCommitted(() => {
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
    const lock = backend.backend.runner.txLock;
    await until(() => !lock.isHeld, "the backend to be idle");
    let release!: () => void;
    const held = lock.run(() => new Promise<void>((r) => (release = r)));
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
    // Cut the socket the moment the response arrives (the client still handles it).
    ws.prependListener("message", (data: Buffer) => {
      if (
        (JSON.parse(data.toString()) as { type: string }).type ===
        "MutationResponse"
      )
        ws.terminate();
    });
    const from = received.length;

    await c.mutation(api.messages.send, {
      channel: "after-response",
      body: "once",
    });

    const onOldSocket = received
      .slice(from)
      .filter((r) => r.socket === ws)
      .map((r) => r.message.type);
    // Nothing reached the old socket after the response: no Transition resolved it there.
    expect(onOldSocket.slice(onOldSocket.indexOf("MutationResponse"))).toEqual([
      "MutationResponse",
    ]);
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
});
