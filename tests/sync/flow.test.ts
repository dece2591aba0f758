/**
 * Flow control with raw protocol clients: a client that stops reading gets coalesced
 * Transitions (never one per commit queued without bound) and catches up to the latest
 * state; an idle connection gets Pings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./api";
import {
  newClient,
  rawClient,
  startTestBackend,
  type TestBackend,
  type Transition,
  until,
} from "./helpers";

let backend: TestBackend;
/**
 * Pings every 200 ms, for the idle test. Its liveness check drops a socket that missed
 * two pings (about 2.4 s here), so the slow client, which stops reading on purpose,
 * uses `backend` with the default interval: how long the writes take on a loaded
 * machine must not decide whether it is still connected when it resumes.
 */
let pinging: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  pinging = await startTestBackend(undefined, {
    sync: { pingIntervalMs: 200 },
  });
});

afterAll(async () => {
  await Promise.all([backend.cleanup(), pinging.cleanup()]);
});

const SLOW_SESSION = "20000000-0000-4000-8000-000000000000";
const IDLE_SESSION = "20000000-0000-4000-8000-000000000001";

describe("flow control", () => {
  it("coalesces Transitions for a client that does not read, then catches it up", async () => {
    const client = await rawClient(backend.url, SLOW_SESSION);
    const { ws } = client;
    client.send({
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
    });
    await until(
      () => client.transitions().length === 1,
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
      () => client.transitions().some((t) => rowsIn(t) === 20),
      "the final state",
      30_000,
    );
    const received = client.transitions().slice(1);
    expect(received.length).toBeLessThan(20);
    // Versions still chain exactly.
    const all = client.transitions();
    for (let i = 1; i < all.length; i++)
      expect(all[i]!.startVersion).toEqual(all[i - 1]!.endVersion);
    ws.close();
  }, 60_000);

  it("pings an idle connection", async () => {
    const { ws, messages } = await rawClient(pinging.url, IDLE_SESSION);
    await until(() => messages.some((m) => m.type === "Ping"), "a Ping");
    ws.close();
  });
});
