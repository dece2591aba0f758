/**
 * The real app under N simulated users. Prints tables and writes
 * bench/results/load.json, each figure beside raw floors measured in the same
 * run; asserts nothing.
 *
 *   npm run bench:load [-- --quick] [--think-ms 10000]
 *
 * The backend runs the app's convex/ in its own process (the CLI, on a temporary
 * data dir: bench/load-backend.ts), so the memory and CPU reported are its own.
 * The users run in this process, one real `ConvexClient` (own WebSocket, the real
 * sync protocol, signed in) each: bench/load-user.ts; what they do,
 * bench/load-mix.ts; the data set, bench/load-setup.ts; the phases (quiet at 100
 * then 1,000 users, sign-in storm, heaviest query), bench/load-phases.ts and
 * bench/load-drivers.ts. This process's event-loop delay is reported per phase:
 * it is how late the users' own callbacks ran, i.e. how much of a latency is the
 * clients' rather than the server's.
 *
 * Floors, same run, before the load: a bare ws relay with a SQLite FULL commit
 * and re-query (bench/sync-floors.ts), raw better-sqlite3 FULL autocommit
 * commits per second (bench/raw-sqlite.ts), and bench:sync's raw-protocol
 * Mutation -> Transition on the sync fixture, its backend also a CLI process.
 *
 * --quick: 100 users, short windows (under 2 minutes).
 * --users N: N users only, short windows (to try a change at one scale).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { appBackend, fixtureBackend, type AppBackend } from "./load-backend";
import { Meter } from "./load-meter";
import { runPlan, type Plan } from "./load-phases";
import { Recorder } from "./load-record";
import {
  besideFloors,
  goals,
  interference,
  phaseFigures,
  printTables,
} from "./load-report";
import { setUp } from "./load-setup";
import { rawCommitsPerSecond } from "./raw-sqlite";
import { round } from "./sync-clients";
import { rawMutationToTransition, relayFloor } from "./sync-floors";

process.env.LOCAL_BACKEND_QUIET = "1";
const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "think-ms": { type: "string", default: "10000" },
    users: { type: "string" },
  },
});
const root = join(import.meta.dirname, "..");
/** `--users N`: one scale, quick windows (for trying a change at N users). */
const only = values.users === undefined ? null : Number(values.users);
const quick = values.quick || only !== null;
const USERS = only ?? (quick ? 100 : 1000);
/** Storm accounts (16) and the heavy query's user (1). */
const EXTRA = 17;
const PROJECTS = 300;
const plan: Plan = {
  scales: only !== null ? [only] : quick ? [100] : [100, 1000],
  firstWindowMs: 40_000,
  rounds: quick ? 2 : 4,
  windowMs: quick ? 8_000 : 15_000,
  settleMs: 2_000,
  thinkMs: Number(values["think-ms"]),
  seed: 15,
  stormClients: 4,
};
const FLOOR_ITERATIONS = quick ? 100 : 300;
const log = (line: string) => console.error(line);
const load = () => loadavg().map((x) => round(x, 2));

async function floors() {
  const dir = mkdtempSync(join(tmpdir(), "bench-load-floor-"));
  try {
    const relay = await relayFloor(dir, FLOOR_ITERATIONS);
    const commits = rawCommitsPerSecond(dir, quick ? 1000 : 3000);
    const fixture = await fixtureBackend();
    try {
      const transition = await rawMutationToTransition(
        fixture.syncUrl,
        FLOOR_ITERATIONS,
        "20000000",
      );
      return { relay, commits, transition };
    } finally {
      await fixture.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Floors = Awaited<ReturnType<typeof floors>>;

function floorFigures(floor: Floors) {
  return {
    wsRelay: {
      what: "bare ws relay A -> server -> B, server commits 1 row (SQLite WAL, FULL) and re-runs a 10-row indexed query",
      ...floor.relay,
    },
    rawCommitsPerSecond: {
      what: "better-sqlite3, WAL, synchronous=FULL, one-row autocommit INSERTs back to back (one fsync each)",
      value: floor.commits,
    },
    mutationToTransition: {
      what: "bench:sync's raw protocol Mutation frame by A -> Transition at B, tests/sync fixture, backend in its own process",
      ...floor.transition,
    },
  };
}

function machine(loadAtStart: number[]) {
  return {
    node: process.version,
    platform: process.platform,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryMiB: Math.round(totalmem() / 2 ** 20),
    loadAverage: { start: loadAtStart, end: load() },
  };
}

/** Setup, then the phases; the figures, printed and returned for the JSON. */
async function measure(backend: AppBackend, floor: Floors) {
  const setupStart = performance.now();
  const data = await setUp(
    backend,
    { users: USERS, extra: EXTRA, projects: PROJECTS, seed: plan.seed },
    log,
  );
  const setupSeconds = round((performance.now() - setupStart) / 1000, 1);
  const recorder = new Recorder();
  const meter = new Meter(backend.pid);
  try {
    const rssAfterSetup = meter.latestRssMiB();
    log(`run (${USERS} users, think time ${plan.thinkMs} ms)...`);
    const heavy = await runPlan(plan, backend, data, recorder, meter, log);
    const phases = phaseFigures(recorder, meter);
    printTables(phases, (line) => console.info(line));
    const figures = {
      setupSeconds,
      goals: goals(phases),
      phases,
      besideFloors: besideFloors(phases, {
        relayP50Ms: floor.relay.p50Ms,
        rawCommitsPerSecond: floor.commits,
        mutationToTransitionP50Ms: floor.transition.p50Ms,
      }),
      interference: interference(phases),
      heavyQuery: { chosen: heavy.heavyFn, candidateMediansMs: heavy.heaviest },
      backendRssMiB: {
        afterSetup: round(rssAfterSetup, 0),
        end: round(meter.latestRssMiB(), 0),
        max: round(Math.max(...meter.rss.map(([, mib]) => mib)), 0),
      },
    };
    console.info("");
    console.info(
      `floors: ws relay p50 ${floor.relay.p50Ms} ms, raw commits ${floor.commits}/s, ` +
        `Mutation -> Transition p50 ${floor.transition.p50Ms} ms`,
    );
    console.info(`goals: ${JSON.stringify(figures.goals, null, 2)}`);
    return figures;
  } finally {
    meter.stop();
  }
}

async function main() {
  const loadAtStart = load();
  log(
    `bench:load ${quick ? "--quick " : ""}(load average ${loadAtStart.join(" ")})`,
  );
  log("floors...");
  const floor = await floors();
  log("backend and data set...");
  const backend = await appBackend();
  const stop = () => void backend.stop().then(() => process.exit(130));
  process.once("SIGINT", stop);
  try {
    const figures = await measure(backend, floor);
    const result = {
      bench: "load",
      date: new Date().toISOString(),
      quick,
      machine: machine(loadAtStart),
      config: {
        ...plan,
        users: USERS,
        projects: PROJECTS,
        extraAccounts: EXTRA,
      },
      floors: floorFigures(floor),
      ...figures,
    };
    const json = JSON.stringify(result, null, 2);
    mkdirSync(join(root, "bench", "results"), { recursive: true });
    writeFileSync(join(root, "bench", "results", "load.json"), `${json}\n`);
    log(`load average at the end ${result.machine.loadAverage.end.join(" ")}`);
  } finally {
    process.off("SIGINT", stop);
    await backend.stop();
  }
}

await main();
