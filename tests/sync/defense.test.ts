/**
 * The sync endpoint defends itself: Origin allow-list, frame size limit, message rate
 * limit, and malformed or hostile frames. Each ends only the offending connection, with
 * a clear reason; the server stays up and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { api } from "./api";
import { newClient, startTestBackend, type TestBackend } from "./helpers";

let backend: TestBackend;
let wsUrl: string;

beforeAll(async () => {
  backend = await startTestBackend(undefined, {
    allowedOrigins: ["https://app.example"],
    sync: { maxFrameBytes: 4096, messagesPerSecond: 20, messageBurst: 40 },
  });
  wsUrl = `${backend.url.replace("http", "ws")}/api/1.48.0/sync`;
});

afterAll(async () => {
  await backend.cleanup();
});

/** Opens a raw socket; resolves with the HTTP status if the upgrade is refused. */
function open(url: string, origin?: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.once("open", () => resolve(ws));
    ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.once("error", reject);
  });
}

async function connect(origin?: string): Promise<WebSocket> {
  const ws = await open(wsUrl, origin);
  if (typeof ws === "number") throw new Error(`refused with ${ws}`);
  return ws;
}

function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    ws.once("close", (code, reason) =>
      resolve({ code, reason: reason.toString() }),
    ),
  );
}

const CONNECT = JSON.stringify({
  type: "Connect",
  sessionId: "00000000-0000-4000-8000-000000000000",
  connectionCount: 0,
  lastCloseReason: null,
  clientTs: Date.now(),
});

/** The server still works and wrote nothing into `channel`. */
async function stillServing(channel: string): Promise<void> {
  const client = newClient(backend.url);
  try {
    expect(await client.query(api.messages.list, { channel })).toEqual([]);
  } finally {
    await client.close();
  }
}

describe("origin allow-list", () => {
  it("refuses a browser origin that is not allowed", async () => {
    expect(await open(wsUrl, "https://evil.example")).toBe(403);
  });

  it("accepts the web app's origin (SITE_URL, both loopback names), configured origins and Node clients", async () => {
    for (const origin of [
      "http://localhost:5173",
      "http://127.0.0.1:5173",
      "https://app.example",
      undefined,
    ]) {
      const ws = await connect(origin);
      ws.close();
    }
  });

  it("serves the sync protocol on /api/sync too, and nothing else", async () => {
    (await connect()).close();
    const legacy = await open(`${backend.url.replace("http", "ws")}/api/sync`);
    expect(legacy).toBeInstanceOf(WebSocket);
    (legacy as WebSocket).close();
    expect(await open(`${backend.url.replace("http", "ws")}/api/other`)).toBe(
      404,
    );
  });
});

describe("hostile frames", () => {
  it("closes a connection that sends a frame over the size limit", async () => {
    const ws = await connect();
    const done = closed(ws);
    ws.send(CONNECT);
    ws.send(
      JSON.stringify({
        type: "Mutation",
        requestId: 0,
        udfPath: "messages:send",
        args: [{ channel: "big", body: "x".repeat(10_000) }],
      }),
    );
    expect((await done).code).toBe(1009);
    await stillServing("big");
  });

  it("closes a connection that exceeds the message rate", async () => {
    const ws = await connect();
    const done = closed(ws);
    ws.send(CONNECT);
    for (let i = 0; i < 100; i++)
      ws.send(JSON.stringify({ type: "Event", eventType: "spam", event: i }));
    const { code, reason } = await done;
    expect(code).toBe(1008);
    expect(reason).toMatch(/^TooManyConcurrentRequests/);
  });

  const cases: [string, string | Buffer, RegExp, number][] = [
    [
      "text that is not JSON",
      "{nope",
      /^InvalidMessage: Frame is not valid JSON/,
      1008,
    ],
    [
      "a JSON value that is not a message",
      "[1,2]",
      /^InvalidMessage: Frame is not a JSON object/,
      1008,
    ],
    [
      "an unknown message type",
      JSON.stringify({ type: "Drop" }),
      /^InvalidMessage: Unknown message type/,
      1008,
    ],
    [
      "a mutation before Connect",
      JSON.stringify({
        type: "Mutation",
        requestId: 0,
        udfPath: "messages:send",
        args: [{ channel: "h", body: "x" }],
      }),
      /^InvalidMessage: Mutation before Connect/,
      1008,
    ],
    [
      "a binary frame",
      Buffer.from([1, 2, 3]),
      /^InvalidMessage: binary frames/,
      1003,
    ],
    [
      "a long non-ASCII message type (the close reason is cut to 123 bytes)",
      JSON.stringify({ type: "é".repeat(200) }),
      /^InvalidMessage: Unknown message type "é+$/,
      1008,
    ],
  ];
  for (const [what, frame, reason, code] of cases) {
    it(`closes a connection that sends ${what}`, async () => {
      const ws = await connect();
      const done = closed(ws);
      ws.send(frame);
      const result = await done;
      expect(result.code).toBe(code);
      expect(result.reason).toMatch(reason);
      await stillServing("h");
    });
  }

  it("closes a connection whose mutation has malformed arguments, writing nothing", async () => {
    const ws = await connect();
    const done = closed(ws);
    ws.send(CONNECT);
    ws.send(
      JSON.stringify({
        type: "Mutation",
        requestId: 0,
        udfPath: "messages:send",
        args: { channel: "h" },
      }),
    );
    expect(await done).toEqual({
      code: 1008,
      reason: "InvalidMessage: Mutation.args must be an array",
    });
    await stillServing("h");
  });

  it("closes a connection whose query set version goes backwards", async () => {
    const ws = await connect();
    const done = closed(ws);
    ws.send(CONNECT);
    ws.send(
      JSON.stringify({
        type: "ModifyQuerySet",
        baseVersion: 5,
        newVersion: 6,
        modifications: [],
      }),
    );
    expect((await done).reason).toMatch(/^InvalidMessage: BaseVersionMismatch/);
  });
});
