/**
 * Lighthouse on the production web app, cold, per route: performance score, FCP, LCP,
 * CLS, TBT and the JavaScript each page loads (as transferred and gzipped), the median
 * of --runs runs each, beside the home page's bundle baseline (bundle-size.ts: our
 * home JS gzipped vs a bare React + Convex page) measured in the same run, and the
 * goals: score >= 95, LCP <= 1.0 s, CLS <= 0.02, home JS <= 150 KB gzipped.
 *
 * The app is the build `npm start` serves, served by scripts/serve-web.ts, against a
 * fresh local backend seeded with the demo data (web-stack.ts). Each run is a new
 * Chromium with a new profile (web-lighthouse.ts), Lighthouse's desktop preset,
 * throttling "provided" (none: loopback and this machine's CPU) unless --throttling
 * says otherwise. Routes are measured in rounds (/, /projects, /builders, a project,
 * then again), so a change in the machine's load falls on every route alike.
 *
 * Prints JSON to stdout (progress and the goals to stderr) and writes
 * bench/results/web.json.
 *
 *   npm run bench:web [-- --runs 3] [--throttling provided|simulate|devtools]
 *                     [--backend-port 3410]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ConvexHttpClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import { gzipBytes, measureHomeBundle } from "./bundle-size";
import {
  checkGoals,
  diagnostics,
  type Run,
  runFigures,
  scriptRequests,
  summarizeRoute,
} from "./web-figures";
import {
  killBrowsers,
  runLighthouse,
  THROTTLING_METHODS,
  type ThrottlingMethod,
} from "./web-lighthouse";
import { startStack } from "./web-stack";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    throttling: { type: "string", default: "provided" },
    "backend-port": { type: "string", default: "3410" },
  },
});
const runs = Number(values.runs);
const backendPort = Number(values["backend-port"]);
const throttling = values.throttling as ThrottlingMethod;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be >= 1");
if (!Number.isInteger(backendPort) || backendPort < 0 || backendPort > 65535)
  throw new Error("--backend-port must be a port number");
if (!THROTTLING_METHODS.includes(throttling))
  throw new Error(
    `--throttling must be one of ${THROTTLING_METHODS.join(", ")}`,
  );

const log = (line: string) => console.error(`bench:web: ${line}`);

let stopStack: (() => Promise<void>) | undefined;
/** The one shutdown: Ctrl-C makes the run in progress fail too, and that failure must
 * wait for the same cleanup (not exit half-way through it) and keep Ctrl-C's code. */
let stopped: Promise<void> | undefined;
let exitCode = 0;
async function shutdown(code: number): Promise<never> {
  if (!stopped) {
    exitCode = code;
    killBrowsers();
    stopped = stopStack?.() ?? Promise.resolve();
  }
  await stopped;
  process.exit(exitCode);
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void shutdown(130));

/** Each script of a run, gzipped; fetched again from the server (same bytes). */
async function gzipSizes(urls: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const url of new Set(urls)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    sizes.set(url, gzipBytes(Buffer.from(await response.arrayBuffer())));
  }
  return sizes;
}

/** Lighthouse's version and the browser's user agent, from the latest run. */
let versions = { lighthouse: "", browser: "" };

async function measure(url: string): Promise<Run> {
  const lhr = await runLighthouse(url, throttling);
  versions = {
    lighthouse: lhr.lighthouseVersion,
    browser: lhr.environment.hostUserAgent,
  };
  const gzip = await gzipSizes(scriptRequests(lhr).map((s) => s.url));
  return { figures: runFigures(lhr, gzip), diagnostics: diagnostics(lhr) };
}

/** The 1-minute load average: on a shared machine, what the CPU figures ran beside. */
const loadBefore = loadavg()[0]!;
try {
  // The bundle baseline's two Vite builds first, before any server or browser runs.
  log("Measuring the home page bundle and its baseline (two Vite builds)...");
  const bundle = await measureHomeBundle();
  const stack = await startStack({
    backendPort,
    log,
    onStoppable: (stop) => (stopStack = stop),
  });
  const client = new ConvexHttpClient(stack.backendUrl, { logger: false });
  const { page } = await client.query(api.projects.list, {
    paginationOpts: { numItems: 1, cursor: null },
  });
  const project = page[0];
  if (!project) throw new Error("The seeded backend lists no project.");
  const routes = ["/", "/projects", "/builders", `/projects/${project._id}`];

  // One discarded run, so the backend's first calls (its function bundle loading,
  // V8 warming up) are not counted against the first route.
  log("Warming up (one run of /, not counted)...");
  await measure(`${stack.webUrl}/`);
  const byRoute = new Map<string, Run[]>(routes.map((r) => [r, []]));
  for (let round = 1; round <= runs; round++) {
    for (const route of routes) {
      log(`Run ${round}/${runs}: ${route}`);
      byRoute.get(route)!.push(await measure(`${stack.webUrl}${route}`));
    }
  }
  const summaries = routes.map((route) =>
    summarizeRoute(route, byRoute.get(route)!),
  );
  const goals = checkGoals(summaries);
  const result = {
    benchmark: "web pages, Lighthouse, cold",
    ...versions,
    config: {
      preset: "desktop",
      throttlingMethod: throttling,
      runsPerRoute: runs,
      cold: "a new Chromium and profile per run",
      cpus: cpus().length,
      loadAverage1m: {
        start: Math.round(loadBefore * 10) / 10,
        end: Math.round(loadavg()[0]! * 10) / 10,
      },
    },
    routes: summaries,
    bundle,
    goals,
    allGoalsMet: goals.every((g) => g.met),
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  const dir = join(import.meta.dirname, "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "web.json"), `${json}\n`);
  console.error("\nGoals (medians):");
  for (const g of goals)
    console.error(
      `  ${g.met ? "met   " : "MISSED"}  ${g.goal.padEnd(30)} ${g.route.padEnd(36)} ${g.value}`,
    );
  console.error(
    `  (home JS by the static bundle measurement: ${bundle.app.jsGzipKB} KB gzipped; baseline ${bundle.baseline.jsGzipKB} KB)`,
  );
  await shutdown(0);
} catch (e) {
  if (!stopped) console.error(`bench:web: ${(e as Error).stack ?? String(e)}`);
  await shutdown(1);
}
