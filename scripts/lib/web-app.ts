/**
 * The web app half of `npm start` and `npm run dev`:
 * - production (npm start): a build from web-build.ts, served in this process by
 *   web-server.ts with the security headers;
 * - dev (npm run dev): Vite's dev server with hot reload, as a child process, behind the
 *   guard and headers of vite-security.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { securityHeaders } from "./security-headers.ts";
import { startWebServer } from "./web-server.ts";

export interface WebAppOptions {
  root: string;
  /** The production build to serve; without it, Vite's dev server. */
  buildDir?: string;
  host: string;
  port: number;
  /** VITE_CONVEX_URL */
  backendUrl: string;
  /** Told to the dev server's guard, which refuses it even inside the repo. */
  dataDir: string;
  log: (line: string) => void;
}

export interface WebApp {
  stop(): Promise<void>;
  /** Called if the web app stops by itself: Vite exited (code, or signal name). */
  onExit(listener: (code: number | null, signal: string | null) => void): void;
}

export async function startWebApp(options: WebAppOptions): Promise<WebApp> {
  return options.buildDir
    ? startBuilt(options, options.buildDir)
    : startDevServer(options);
}

async function startBuilt(
  options: WebAppOptions,
  dir: string,
): Promise<WebApp> {
  const server = await startWebServer({
    dir,
    host: options.host,
    port: options.port,
    headers: securityHeaders({ backendUrl: options.backendUrl }),
  });
  return { stop: () => server.close(), onExit: () => undefined };
}

function startDevServer(options: WebAppOptions): Promise<WebApp> {
  const vite: ChildProcess = spawn(
    join(options.root, "node_modules", ".bin", "vite"),
    ["--host", options.host, "--port", String(options.port), "--strictPort"],
    {
      cwd: options.root,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        VITE_CONVEX_URL: options.backendUrl,
        BUILDMATES_DATA_DIR: options.dataDir,
      },
    },
  );
  let stopping = false;
  let running = true;
  const listeners: ((code: number | null, signal: string | null) => void)[] =
    [];
  const exited = new Promise<void>((resolve) => {
    vite.once("exit", (code, signal) => {
      running = false;
      resolve();
      if (!stopping) for (const l of listeners) l(code, signal);
    });
    vite.once("error", (e) => {
      // The process could not be started at all: no "exit" follows.
      running = false;
      resolve();
      options.log(`Cannot start Vite: ${e.message}`);
      if (!stopping) for (const l of listeners) l(1, null);
    });
  });
  return Promise.resolve({
    async stop() {
      stopping = true;
      if (running) vite.kill("SIGTERM");
      await exited;
    },
    onExit: (listener) => void listeners.push(listener),
  });
}
