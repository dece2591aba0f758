/**
 * The product as `npm start` serves it, for `npm run bench:web`: the production build
 * (scripts/lib/web-build.ts, cached like `npm start`'s) served by scripts/serve-web.ts,
 * and a fresh local backend seeded by the app's own `seed:run`, started the way the
 * Playwright suite starts them (playwright.config.ts): each in its own process, so the
 * Lighthouse run in this one never delays a response, on a temporary data dir and free
 * ports. `stop()` ends both processes and removes the data dir (once, however often
 * it is called).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureWebBuild } from "../scripts/lib/web-build";
import { stopChild, tsChild, untilReady, type TsChild } from "./ts-child";

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
  const children: TsChild[] = [];
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
