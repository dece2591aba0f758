/**
 * Burst benchmark. Prints JSON figures; asserts nothing.
 *
 *   npm run bench:sync-burst [-- --quick]
 *
 * Another client's write-to-update latency (raw protocol clients: Mutation frame sent
 * by A -> Transition with the new row received by B, as `bench:sync`'s
 * mutationToTransition) measured twice in the same run: quiet (the baseline), then
 * while a third client, in a child process, keeps sending a flooding frame:
 * 2,000 full-text search subscriptions in one ModifyQuerySet (about 260 KB), each time
 * on a fresh connection with fresh terms so nothing is cached. The server answers the
 * first `maxSubscriptions` (1,000) and refuses the rest (`QueryFailed`); update rounds
 * give the burst one turn (`queriesPerTurn` executions, `turnMs`) at a time, so the
 * other client's update waits for at most a turn of the burst, not for all of it.
 */
import { fork } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBackend, type RunningBackend } from "../local-backend";
import { DEFAULT_SYNC_LIMITS } from "../local-backend/src/sync/protocol/limits";
import { VOCABULARY } from "./sync-burst-words";
import { rawClient, round, stats } from "./sync-clients";
import { subscribeFrame } from "./sync-frames";

process.env.LOCAL_BACKEND_QUIET = "1";
const quick = process.argv.includes("--quick");
/** This process's raw clients' session ids (the child processes use their own). */
const SESSION_PREFIX = "50000000";
const root = join(import.meta.dirname, "..");
const fixture = join(root, "tests", "sync", "convex");

const SAMPLES = quick ? 100 : 300;
/** The burst figure is sampled over at least this many whole bursts. */
const BURSTS = quick ? 2 : 4;
/** Enough that each search takes about a millisecond or two. */
const NOTES = 300;
const BURST_QUERIES = 2000;

/** Seeds `NOTES` notes of eight words each, in batches. */
async function seed(backend: RunningBackend): Promise<void> {
  let n = 0;
  const word = () => VOCABULARY[(n++ * 7919) % VOCABULARY.length]!;
  for (let done = 0; done < NOTES; done += 100) {
    const bodies = Array.from({ length: 100 }, () =>
      Array.from({ length: 8 }, word).join(" "),
    );
    await backend.runFunction(
      "notes:add",
      { bodies },
      {
        allowInternal: true,
      },
    );
  }
}

let sessions = 0;

/**
 * A -> B latencies: writes, each timed until B's Transition shows it, at least `count`
 * of them and until `enough()` says so.
 */
async function latencies(
  url: string,
  label: string,
  count: number,
  enough: () => boolean = () => true,
): Promise<number[]> {
  let expect = "";
  let got = () => {};
  // Fresh session ids per run: mutations are deduplicated by (session, request id).
  const b = await rawClient(
    url,
    sessions++,
    (text) => {
      if (expect && text.includes(expect)) got();
    },
    SESSION_PREFIX,
  );
  b.send(subscribeFrame("messages:recent", { channel: label }));
  const a = await rawClient(url, sessions++, () => {}, SESSION_PREFIX);
  // B's first answer.
  await new Promise((r) => setTimeout(r, 200));
  const samples: number[] = [];
  for (let i = 0; i < count || !enough(); i++) {
    expect = `${label}-${i}-x`;
    const seen = new Promise<void>((r) => (got = r));
    const t0 = performance.now();
    a.send(
      JSON.stringify({
        type: "Mutation",
        requestId: i,
        udfPath: "messages:send",
        args: [{ channel: label, body: expect }],
      }),
    );
    await seen;
    samples.push(performance.now() - t0);
    if (i % 50 === 49) console.error(`${label}: ${i + 1} samples`);
  }
  a.close();
  b.close();
  return samples;
}

async function underBurst(url: string) {
  const child = fork(
    join(import.meta.dirname, "sync-burster.ts"),
    [url, String(BURST_QUERIES)],
    { execArgv: ["--import", "tsx"] },
  );
  let frameBytes = 0;
  const answeredMs: number[] = [];
  let stopped = () => {};
  const done = new Promise<void>((r) => (stopped = r));
  let ready = () => {};
  const started = new Promise<void>((r) => (ready = r));
  child.on("message", (m: Record<string, number | boolean>) => {
    if (m.ready) {
      frameBytes = m.frameBytes as number;
      ready();
    }
    if (typeof m.answeredMs === "number") answeredMs.push(m.answeredMs);
    if (m.stopped) stopped();
  });
  await started;
  const samples = await latencies(
    url,
    "burst",
    SAMPLES,
    () => answeredMs.length >= BURSTS,
  );
  child.send({ stop: true });
  await done;
  return { samples, frameBytes, answeredMs };
}

const dir = mkdtempSync(join(tmpdir(), "bench-sync-burst-"));
try {
  const backend = await startBackend({
    convexDir: fixture,
    dataDir: dir,
    port: 0,
    sitePort: 0,
  });
  await seed(backend);
  const url = `${backend.url.replace("http", "ws")}/api/1.48.0/sync`;
  const quiet = stats(await latencies(url, "quiet", SAMPLES));
  const burst = await underBurst(url);
  await backend.stop();
  const during = stats(burst.samples);
  const result = {
    machine: { node: process.version, quick },
    limits: {
      maxSubscriptions: DEFAULT_SYNC_LIMITS.maxSubscriptions,
      queriesPerTurn: DEFAULT_SYNC_LIMITS.queriesPerTurn,
      turnMs: DEFAULT_SYNC_LIMITS.turnMs,
    },
    quiet: {
      what: "Mutation frame sent by A -> Transition with the new row received by B, nothing else running (baseline)",
      ...quiet,
    },
    duringBurst: {
      what: `the same, while another client keeps sending ${BURST_QUERIES} full-text search subscriptions in one frame (${burst.frameBytes} bytes), fresh connection and terms each time, over ${NOTES} notes`,
      ...during,
      p50VsQuiet: round(during.p50Ms / quiet.p50Ms, 1),
      p99VsQuiet: round(during.p99Ms / quiet.p99Ms, 1),
    },
    burst: {
      what: "time for the burst client to get an answer for every query id of its frame",
      framesAnswered: burst.answeredMs.length,
      ...stats(burst.answeredMs),
    },
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  writeFileSync(join(root, "bench", "results", "sync-burst.json"), `${json}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
