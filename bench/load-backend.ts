/**
 * The backend under test for bench:load, in its own process: the CLI
 * (local-backend/cli.ts) on a temporary data dir and free ports, so that its
 * memory and CPU, sampled from /proc, are the backend's alone. `appBackend` runs
 * the app's convex/ plus the bench-only `loadBench` module (bench/load-convex.ts)
 * from a temporary folder of symlinks, seeded by the app's `seed:run` as
 * `npm start` seeds; `fixtureBackend` runs the sync tests' fixture for the raw
 * floor. `stop()` ends the process and removes the temporary folders.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopChild, tsChild, untilReady } from "./ts-child";

const ROOT = join(import.meta.dirname, "..");

export type CliBackend = {
  url: string;
  /** The sync endpoint, `ws://…/api/<version>/sync`. */
  syncUrl: string;
  pid: number;
  stop: () => Promise<void>;
};

export type AppBackend = CliBackend & {
  /** The run's key for the `loadBench` functions (deployment env BENCH_LOAD_KEY). */
  key: string;
};

async function startCli(
  convexDir: string,
  extra: string[],
  temp: string[],
): Promise<CliBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-load-data-"));
  temp.push(dataDir);
  let ready!: (url: string) => void;
  const url = new Promise<string>((r) => (ready = r));
  const proc = tsChild(
    [
      "local-backend/cli.ts",
      ...["--port", "0", "--site-port", "0", "--no-watch", "--reset"],
      ...["--data-dir", dataDir, "--convex-dir", convexDir, ...extra],
    ],
    (line) => {
      if (!line.startsWith("LOCAL_BACKEND_READY ")) return;
      const parsed: unknown = JSON.parse(line.slice(20));
      if (typeof parsed === "object" && parsed !== null && "url" in parsed) {
        ready(String(parsed.url));
      }
    },
  );
  const cleanup = async () => {
    await stopChild(proc);
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilReady(
      "The local backend",
      proc,
      url.then(() => {}),
    );
  } catch (e) {
    await cleanup();
    throw e;
  }
  const cloud = await url;
  return {
    url: cloud,
    syncUrl: `${cloud.replace("http", "ws")}/api/1.48.0/sync`,
    pid: proc.child.pid!,
    stop: cleanup,
  };
}

/** The app, plus `loadBench`, seeded with the demo data. */
export async function appBackend(): Promise<AppBackend> {
  const convexDir = mkdtempSync(join(tmpdir(), "bench-load-convex-"));
  const appDir = join(ROOT, "convex");
  for (const entry of readdirSync(appDir)) {
    symlinkSync(join(appDir, entry), join(convexDir, entry));
  }
  symlinkSync(
    join(import.meta.dirname, "load-convex.ts"),
    join(convexDir, "loadBench.ts"),
  );
  const key = randomBytes(16).toString("hex");
  const backend = await startCli(
    convexDir,
    ["--env", `BENCH_LOAD_KEY=${key}`, "--run", "seed:run"],
    [convexDir],
  );
  return { ...backend, key };
}

/** The sync tests' fixture (messages:send, messages:recent). */
export function fixtureBackend(): Promise<CliBackend> {
  return startCli(join(ROOT, "tests", "sync", "convex"), [], []);
}

/**
 * A process's resident memory (MiB) and CPU time so far (ms), and how long its
 * main thread has waited, runnable, for a CPU (ms; /proc/<pid>/schedstat): on a
 * shared machine, time when the backend had work but another process had the core.
 */
export function processUsage(pid: number | "self"): {
  rssMiB: number;
  cpuMs: number;
  runQueueMs: number;
} {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name).
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  const [, waitNs] = readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ");
  // USER_HZ is 100 on Linux.
  return {
    rssMiB: rssKiB / 1024,
    cpuMs: ticks * 10,
    runQueueMs: Number(waitNs) / 1e6,
  };
}
