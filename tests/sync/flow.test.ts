/**
 * Flow control with raw protocol clients: a client that stops reading gets coalesced
 * Transitions (never one per commit queued without bound) and catches up to the latest
 * state; an idle connection gets Pings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type ServerMessage } from "../../local-backend/src/sync/protocol";
import { api } from "./api";
import {
  newClient,
  startTestBackend,
  type TestBackend,
  until,
} from "./helpers";

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend(undefined, {
    sync: { pingIntervalMs: 200 },
  });
});

afterAll(async () => {
  await backend.cleanup();
});

function rawClient(messages: ServerMessage[]): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(
      `${backend.url.replace("http", "ws")}/api/1.48.0/sync`,
    );
    ws.once("error", reject);
    ws.on("message", (data: Buffer) =>
      messages.push(JSON.parse(data.toString()) as ServerMessage),
    );
    ws.once("open", () => {
      ws.send(
        JSON.stringify({
          type: "Connect",
          sessionId: "20000000-0000-4000-8000-000000000000",
          connectionCount: 0,
          lastCloseReason: null,
          clientTs: Date.now(),
        }),
      );
      resolve(ws);
    });
  });
}

type Transition = Extract<ServerMessage, { type: "Transition" }>;
const transitions = (messages: ServerMessage[]) =>
  messages.filter((m): m is Transition => m.type === "Transition");

describe("flow control", () => {
  it("coalesces Transitions for a client that does not read, then catches it up", async () => {
    const messages: ServerMessage[] = [];
    const ws = await rawClient(messages);
    ws.send(
      JSON.stringify({
        type: "ModifyQuerySet",
        baseVersion: 0,
        newVersion: 1,
        modifications: [
          {
            type: "Add",
            queryId: 0,
            udfPath: "messages:list",
            args: [{ channel: "slow" }],
          },
        ],
      }),
    );
    await until(
      () => transitions(messages).length === 1,
      "the first Transition",
    );
    ws.pause();

    // Each commit grows the subscribed result by 400 kB: one Transition per commit
    // would queue 84 MB for this client.
    const writer = newClient(backend.url);
    const body = "x".repeat(400_000);
    for (let i = 0; i < 20; i++)
      await writer.mutation(api.messages.send, { channel: "slow", body });
    await writer.close();

    ws.resume();
    const rowsIn = (t: Transition) => {
      const mod = t.modifications.find((m) => m.type === "QueryUpdated");
      return mod && mod.type === "QueryUpdated"
        ? (mod.value as unknown[]).length
        : undefined;
    };
    await until(
      () => transitions(messages).some((t) => rowsIn(t) === 20),
      "the final state",
      30_000,
    );
    const received = transitions(messages).slice(1);
    expect(received.length).toBeLessThan(20);
    // Versions still chain exactly.
    const all = transitions(messages);
    for (let i = 1; i < all.length; i++)
      expect(all[i]!.startVersion).toEqual(all[i - 1]!.endVersion);
    ws.close();
  }, 60_000);

  it("pings an idle connection", async () => {
    const messages: ServerMessage[] = [];
    const ws = await rawClient(messages);
    await until(() => messages.some((m) => m.type === "Ping"), "a Ping");
    ws.close();
  });
});
