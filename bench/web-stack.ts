/**
 * The product as `npm start` serves it, for `npm run bench:web`: the production build
 * (scripts/lib/web-build.ts, cached like `npm start`'s) served by scripts/serve-web.ts,
 * and a fresh local backend seeded by the app's own `seed:run`, started the way the
 * Playwright suite starts them (playwright.config.ts): each in its own process, so the
 * Lighthouse run in this one never delays a response, on a temporary data dir and free
 * ports. `stop()` ends both processes and removes the data dir (once, however often
 * it is called).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureWebBuild } from "../scripts/lib/web-build";

const root = resolve(import.meta.dirname, "..");
const HOST = "127.0.0.1";

export interface Stack {
  webUrl: string;
  backendUrl: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Tried first: the build bakes the backend URL in, so a stable port keeps the build
   * cached between runs. Any free port if it is taken. */
  backendPort: number;
  log: (line: string) => void;
  /** Told the stop function as soon as there is anything to stop (a data dir, then
   * processes), so a Ctrl-C while starting cleans up too. */
  onStoppable?: (stop: () => Promise<void>) => void;
}

/** `preferred` if nothing listens on it, else a port the OS picks. */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", (e: NodeJS.ErrnoException) => {
      if (preferred !== 0 && e.code === "EADDRINUSE")
        freePort(0).then(resolvePort, reject);
      else reject(e);
    });
    probe.listen(preferred, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/** A child running a TypeScript entry point, with its stderr kept for the error. */
function tsChild(args: string[], onLine: (line: string) => void) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LOCAL_BACKEND_QUIET: "1" },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let pending = "";
  child.stdout.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    lines.forEach(onLine);
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  return { child, exited, stderr: () => stderr };
}

/** Resolves when `ready` resolves; rejects if the child exits first or after 3 min. */
function untilReady(
  name: string,
  proc: ReturnType<typeof tsChild>,
  ready: Promise<void>,
): Promise<void> {
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within 3 minutes.`)),
      180_000,
    );
    void proc.exited.then(() =>
      reject(new Error(`${name} exited while starting:\n${proc.stderr()}`)),
    );
    void ready.then(() => {
      clearTimeout(timer);
      resolveReady();
    });
  });
}

async function stopChild(proc: ReturnType<typeof tsChild>): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill("SIGTERM");
  const killer = setTimeout(() => proc.child.kill("SIGKILL"), 10_000);
  await proc.exited;
  clearTimeout(killer);
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const { log } = options;
  const backendPort = await freePort(options.backendPort);
  const sitePort = await freePort(0);
  const webPort = await freePort(0);
  const backendUrl = `http://${HOST}:${backendPort}`;
  const webUrl = `http://${HOST}:${webPort}`;

  // Built here, before any server runs, so the build's CPU never overlaps a measurement.
  const { dir } = await ensureWebBuild({ root, backendUrl, log });

  const dataDir = mkdtempSync(join(tmpdir(), "bench-web-"));
  const children: ReturnType<typeof tsChild>[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= Promise.all(children.map(stopChild)).then(() =>
      rmSync(dataDir, { recursive: true, force: true }),
    ));
  options.onStoppable?.(stop);
  try {
    let backendReady!: () => void;
    const backend = tsChild(
      [
        "local-backend/cli.ts",
        ...["--port", String(backendPort), "--site-port", String(sitePort)],
        ...["--data-dir", dataDir, "--reset", "--no-watch"],
        ...["--env", `SITE_URL=${webUrl}`, "--run", "seed:run"],
      ],
      (line) => {
        if (line.startsWith("LOCAL_BACKEND_READY ")) backendReady();
      },
    );
    children.push(backend);
    log("Starting a seeded local backend...");
    await untilReady(
      "The local backend",
      backend,
      new Promise((r) => (backendReady = r)),
    );

    let webReady!: () => void;
    const web = tsChild(
      [
        "scripts/serve-web.ts",
        ...["--port", String(webPort), "--backend-url", backendUrl],
        ...["--dir", dir],
      ],
      (line) => {
        if (line.startsWith("serve-web: ")) webReady();
      },
    );
    children.push(web);
    await untilReady("The web server", web, new Promise((r) => (webReady = r)));
    return { webUrl, backendUrl, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
