/**
 * For tests: the backend's CLI (`local-backend/cli.ts`) in a node process of its own,
 * on free ports, with its stdout and stderr as pipes the test holds. Resolves once it
 * printed `LOCAL_BACKEND_READY`, with its URLs and its `exit` as a promise.
 */
import { type ChildProcessByStdio, spawn } from "node:child_process";
import { type Readable } from "node:stream";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..", "..");

export interface BackendProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  siteUrl: string;
  /** Its exit: the code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnBackend(options: {
  dataDir: string;
  convexDir: string;
  env?: NodeJS.ProcessEnv;
  args?: string[];
}): Promise<BackendProcess> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      join(ROOT, "local-backend", "cli.ts"),
      "--port",
      "0",
      "--site-port",
      "0",
      "--data-dir",
      options.dataDir,
      "--convex-dir",
      options.convexDir,
      "--no-watch",
      ...(options.args ?? []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
  }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const onOut = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LOCAL_BACKEND_READY (\{.*\})/.exec(out);
      if (!match) return;
      child.stdout.off("data", onOut);
      const urls = JSON.parse(match[1]!) as { url: string; siteUrl: string };
      resolve({ child, ...urls, exited });
    };
    child.stdout.on("data", onOut);
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    void exited.then(({ code, signal }) =>
      reject(
        new Error(
          `backend exited (${code ?? signal}) before it was ready: ${err}`,
        ),
      ),
    );
  });
}
