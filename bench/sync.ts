/**
 * Sync benchmarks. Prints JSON figures, each beside a floor measured in the same run;
 * asserts nothing.
 *
 *   npm run bench:sync [-- --quick]
 *
 * Floor: a bare `ws` relay (A -> server -> B) where the server, per message, commits
 * one row to SQLite (WAL, synchronous=FULL, like the backend) and re-runs a 10-row
 * indexed query whose result it sends to B. No framework (bench/sync-floors.ts).
 *
 * 1. Mutation at A to Transition at B: the real `ConvexClient` at both ends; from
 *    calling `mutation()` at A to B's `onUpdate` seeing the new row.
 *    Also with raw protocol clients (Mutation frame out, Transition in), which is the
 *    figure the goal is about.
 * 2. Fan-out: one commit to N subscribed WebSocket clients (raw protocol clients in a
 *    child process, so the figure is the server's delivery, not N clients' reading on
 *    the server's thread); from sending the Mutation to each client receiving it. The
 *    child reads as cheaply as it can (a byte search per message, no UTF-8 validation)
 *    so that its own reading adds as little as possible to the figure.
 * 3. Reconnect: N real `ConvexClient`s subscribed; the backend restarts on the same
 *    ports; time from the new backend listening until every client shows a write made
 *    after the restart (includes the client's own reconnect backoff, about 1 s +/- 50%).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { fork } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { WebSocket } from "ws";
import { startBackend, type RunningBackend } from "../local-backend";
import { rawClient, round, stats } from "./sync-clients";
import { rawMutationToTransition, relayFloor } from "./sync-floors";

process.env.LOCAL_BACKEND_QUIET = "1";
const quick = process.argv.includes("--quick");
/** This process's raw clients' session ids (the child processes use their own). */
const SESSION_PREFIX = "10000000";
const root = join(import.meta.dirname, "..");
const fixture = join(root, "tests", "sync", "convex");

const ITERATIONS = quick ? 100 : 500;
const FANOUT = quick ? 200 : 1000;
const FANOUT_ROUNDS = quick ? 5 : 20;
const RECONNECT = quick ? 200 : 1000;

type Row = { body: string; author: string | null };
const list = makeFunctionReference<"query", { channel: string }, Row[]>(
  "messages:list",
);
const recent = makeFunctionReference<"query", { channel: string }, Row[]>(
  "messages:recent",
);
const send = makeFunctionReference<
  "mutation",
  { channel: string; body: string },
  string
>("messages:send");

const now = () => performance.now();

function waitFor(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs)
        reject(new Error("bench: timed out"));
      else setImmediate(tick);
    };
    tick();
  });
}

function client(url: string): ConvexClient {
  return new ConvexClient(url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    unsavedChangesWarning: false,
    logger: false,
  });
}

/** 1. A mutation at client A until client B's Transition shows it. */
async function mutationToTransition(
  backend: RunningBackend,
): Promise<ReturnType<typeof stats>> {
  const a = client(backend.url);
  const b = client(backend.url);
  let latest: Row[] = [];
  b.onUpdate(recent, { channel: "latency" }, (rows) => {
    latest = rows;
  });
  await waitFor(() => b.connectionState().isWebSocketConnected);
  // Keep the subscribed range at about 10 rows, like the floor's query.
  for (let i = 0; i < 10; i++)
    await a.mutation(send, { channel: "latency", body: `seed${i}` });
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const body = `m${i}`;
    const t0 = now();
    void a.mutation(send, { channel: "latency", body });
    await waitFor(() => latest.some((r) => r.body === body));
    samples.push(now() - t0);
  }
  await Promise.all([a.close(), b.close()]);
  return stats(samples);
}

/** 2. Fan-out: one commit until each of the subscribed clients receives it. */
async function fanout(
  backend: RunningBackend,
): Promise<ReturnType<typeof stats>> {
  const url = `${backend.url.replace("http", "ws")}/api/1.48.0/sync`;
  const child = fork(
    join(import.meta.dirname, "sync-subscribers.ts"),
    [url, String(FANOUT), "fanout"],
    {
      execArgv: ["--import", "tsx"],
    },
  );
  const messages: unknown[] = [];
  let wake = () => {};
  child.on("message", (m) => {
    messages.push(m);
    wake();
  });
  const next = async () => {
    while (messages.length === 0) await new Promise<void>((r) => (wake = r));
    return messages.shift();
  };
  await next(); // "ready"
  const writer = await rawClient(url, 0, () => {}, SESSION_PREFIX);
  // Let every subscriber's first Transition arrive.
  await new Promise((r) => setTimeout(r, 1000));
  const samples: number[] = [];
  for (let r = 0; r < FANOUT_ROUNDS; r++) {
    const body = `fan-${r}-${Math.random().toString(36).slice(2)}`;
    child.send({ expect: body });
    await new Promise((res) => setTimeout(res, 50));
    const t0 = performance.timeOrigin + performance.now();
    writer.send(
      JSON.stringify({
        type: "Mutation",
        requestId: r,
        udfPath: "messages:send",
        args: [{ channel: "fanout", body }],
      }),
    );
    const { times } = (await next()) as { times: number[] };
    samples.push(...times.map((t) => t - t0));
  }
  child.send({ stop: true });
  writer.close();
  return stats(samples);
}

/** 3. Reconnect: the backend restarts under subscribed clients; until all see a new write. */
async function reconnect(dir: string): Promise<{
  allLiveMs: number;
  fromStopMs: number;
  restartMs: number;
  clients: number;
}> {
  let backend = await startBackend({
    convexDir: fixture,
    dataDir: dir,
    port: 0,
    sitePort: 0,
  });
  const ports = {
    port: Number(new URL(backend.url).port),
    sitePort: Number(new URL(backend.siteUrl).port),
  };
  const clients: ConvexClient[] = [];
  const latest: Row[][] = [];
  for (let i = 0; i < RECONNECT; i++) {
    const c = client(backend.url);
    clients.push(c);
    latest.push([]);
    c.onUpdate(list, { channel: "reconnect" }, (rows) => {
      latest[i] = rows;
    });
  }
  await waitFor(
    () => clients.every((c) => c.connectionState().isWebSocketConnected),
    60_000,
  );
  const stopped = now();
  await backend.stop();
  backend = await startBackend({ convexDir: fixture, dataDir: dir, ...ports });
  const t0 = now();
  const writer = client(backend.url);
  await writer.mutation(send, { channel: "reconnect", body: "after restart" });
  await waitFor(
    () => latest.every((rows) => rows.some((r) => r.body === "after restart")),
    60_000,
  );
  const allLiveMs = round(now() - t0, 1);
  const fromStopMs = round(now() - stopped, 1);
  const restartMs = round(t0 - stopped, 1);
  await Promise.all([...clients, writer].map((c) => c.close()));
  await backend.stop();
  return { allLiveMs, fromStopMs, restartMs, clients: RECONNECT };
}

const dir = mkdtempSync(join(tmpdir(), "bench-sync-"));
try {
  const floorStats = await relayFloor(dir, ITERATIONS);
  const backend = await startBackend({
    convexDir: fixture,
    dataDir: join(dir, "a"),
    port: 0,
    sitePort: 0,
  });
  const raw = await rawMutationToTransition(
    `${backend.url.replace("http", "ws")}/api/1.48.0/sync`,
    ITERATIONS,
    SESSION_PREFIX,
  );
  const latency = await mutationToTransition(backend);
  const fan = await fanout(backend);
  await backend.stop();
  const rc = await reconnect(join(dir, "b"));
  const result = {
    machine: { node: process.version, quick },
    floor: {
      what: "bare ws relay + SQLite FULL commit + 10-row indexed re-query",
      ...floorStats,
    },
    mutationToTransition: {
      what: "Mutation frame sent by A -> Transition with the new row received by B (raw protocol clients)",
      ...raw,
      goal: "p50 within 10x floor, p99 <= 10 ms",
      p50VsFloor: round(raw.p50Ms / floorStats.p50Ms, 1),
    },
    clientToClient: {
      what: "real ConvexClient: mutation() at A -> onUpdate at B (both clients in this process)",
      ...latency,
    },
    fanout: {
      what: `one commit -> ${FANOUT} subscribed WebSocket clients (${FANOUT_ROUNDS} rounds)`,
      ...fan,
      goal: "p99 <= 50 ms",
    },
    reconnect: {
      what: `${rc.clients} ConvexClients live again after a backend restart (from new backend listening)`,
      allLiveMs: rc.allLiveMs,
      fromStopMs: rc.fromStopMs,
      restartMs: rc.restartMs,
      goal: "<= 2000 ms",
    },
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  writeFileSync(join(root, "bench", "results", "sync.json"), `${json}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
