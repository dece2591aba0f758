/**
 * Child processes running a TypeScript entry point (through tsx) for the benchmarks
 * that keep a server out of their own process (bench/web-stack.ts, bench/load.ts):
 * start one, wait for its ready line, stop it.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { BACKEND_NODE_FLAGS } from "../local-backend/node-flags";

const root = resolve(import.meta.dirname, "..");

export type TsChild = ReturnType<typeof tsChild>;

/**
 * A child running a TypeScript entry point, with its stderr kept for the error. It
 * starts with the backend's Node flags, as `npm start` (the backend and the web app in
 * one process) does.
 */
export function tsChild(args: string[], onLine: (line: string) => void) {
  const flags = [...BACKEND_NODE_FLAGS, "--import", "tsx"];
  const child = spawn(process.execPath, [...flags, ...args], {
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
export function untilReady(
  name: string,
  proc: TsChild,
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

/** SIGTERM, then SIGKILL if it has not exited within 10 s. */
export async function stopChild(proc: TsChild): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill("SIGTERM");
  const killer = setTimeout(() => proc.child.kill("SIGKILL"), 10_000);
  await proc.exited;
  clearTimeout(killer);
}
