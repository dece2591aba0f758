/**
 * The local backend the suite runs against: the CLI (`local-backend/cli.ts`) in its own
 * process, as `npm run backend` starts it, on free ports and the given data dir, with
 * its output in a log file. Ready when it prints `LOCAL_BACKEND_READY`; stopped with
 * SIGTERM (SIGKILL after 10 s).
 */
import { execFile, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { promisify } from "node:util";
import { z } from "zod";
import { BACKEND_NODE_FLAGS } from "../../local-backend/node-flags";

const run = promisify(execFile);
const READY = "LOCAL_BACKEND_READY ";
const START_TIMEOUT_MS = 180_000;
const readySchema = z.object({ url: z.string(), siteUrl: z.string() });

export interface SuiteBackend {
  url: string;
  siteUrl: string;
  adminKey: string;
  stop(): Promise<void>;
}

export async function startSuiteBackend(options: {
  root: string;
  convexDir: string;
  dataDir: string;
  env: Record<string, string>;
  logFile: string;
}): Promise<SuiteBackend> {
  const cli = [
    ...BACKEND_NODE_FLAGS,
    "--import",
    "tsx",
    "local-backend/cli.ts",
  ];
  const dataArgs = ["--data-dir", options.dataDir];
  const { stdout: key } = await run(
    process.execPath,
    [...cli, "--print-admin-key", ...dataArgs],
    { cwd: options.root },
  );
  const child = spawn(
    process.execPath,
    [
      ...cli,
      ...["--port", "0", "--site-port", "0", "--no-watch"],
      ...dataArgs,
      ...["--convex-dir", options.convexDir],
    ],
    {
      cwd: options.root,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const log = createWriteStream(options.logFile);
  child.stderr.pipe(log);
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
  };
  const urls = new Promise<z.infer<typeof readySchema>>((resolve, reject) => {
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      log.write(chunk);
      const lines = (pending + chunk.toString("utf8")).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines.filter((l) => l.startsWith(READY)))
        resolve(readySchema.parse(JSON.parse(line.slice(READY.length))));
    });
    void exited.then(() =>
      reject(
        new Error(
          `The local backend exited while starting: see ${options.logFile}`,
        ),
      ),
    );
    setTimeout(
      () =>
        reject(new Error("The local backend did not start within 3 minutes.")),
      START_TIMEOUT_MS,
    ).unref();
  });
  try {
    const { url, siteUrl } = await urls;
    return { url, siteUrl, adminKey: key.trim(), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
