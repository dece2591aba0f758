/**
 * For tests: the real Convex CLI of this repository's `node_modules` as a child process
 * against a running backend, given by URL and admin key in the variables the CLI reads
 * for a self-hosted deployment (`CONVEX_SELF_HOSTED_URL`,
 * `CONVEX_SELF_HOSTED_ADMIN_KEY`), in `cwd` (a project dir: commands like `env` want a
 * `package.json` that lists `convex`). Asynchronous, so that a backend in the test's
 * own process keeps answering it.
 */
import { type ChildProcessByStdio, spawn } from "node:child_process";
import { type Readable } from "node:stream";
import { join } from "node:path";
import { type TempProject, tempProject } from "./temp-project";

const CLI = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "node_modules",
  "convex",
  "bin",
  "main.js",
);

export interface CliTarget {
  url: string;
  adminKey: string;
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunningCli {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** What it printed so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves once its stdout matches `pattern` (rejects if it exits first). */
  waitForStdout(pattern: RegExp): Promise<RegExpExecArray>;
  exited: Promise<CliResult>;
}

/** The CLI's environment: the target and nothing that would select another deployment. */
function cliEnv(target: CliTarget): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONVEX_SELF_HOSTED_URL: target.url,
    CONVEX_SELF_HOSTED_ADMIN_KEY: target.adminKey,
    ...target.env,
  };
  for (const name of ["CONVEX_DEPLOYMENT", "CONVEX_URL", "CONVEX_DEPLOY_KEY"])
    delete env[name];
  return env;
}

/** Starts `npx convex <args>`; for commands that run until stopped (`logs`). */
export function spawnConvexCli(args: string[], target: CliTarget): RunningCli {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: target.cwd,
    env: cliEnv(target),
    stdio: ["ignore", "pipe", "pipe"],
  });
  // A test that fails midway leaves no CLI behind.
  const kill = () => child.kill();
  process.once("exit", kill);
  child.once("close", () => process.off("exit", kill));
  let stdout = "";
  let stderr = "";
  const listeners = new Set<() => void>();
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const listener of [...listeners]) listener();
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<CliResult>((resolve) =>
    child.once("close", (code) => {
      resolve({ code, stdout, stderr });
      for (const listener of [...listeners]) listener();
    }),
  );
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    waitForStdout: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(stdout);
          if (match) {
            listeners.delete(check);
            resolve(match);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            listeners.delete(check);
            reject(
              new Error(
                `convex ${args.join(" ")} exited without printing ${pattern}:\n${stdout}\n${stderr}`,
              ),
            );
          }
        };
        listeners.add(check);
        check();
      }),
    exited,
  };
}

/** Runs `npx convex <args>` to its end. */
export function runConvexCli(
  args: string[],
  target: CliTarget,
): Promise<CliResult> {
  return spawnConvexCli(args, target).exited;
}

export interface ConvexCli {
  /** The project dir the CLI runs in (files for `import` go here). */
  readonly project: TempProject;
  /** Runs `convex <args>` against the deployment to its end; resolves even when it fails. */
  run(args: string[]): Promise<CliResult>;
  remove(): void;
}

/** A temporary project dir whose `package.json` lists `convex`, and the CLI run there. */
export function convexCli(deployment: {
  url: string;
  adminKey: string;
}): ConvexCli {
  const project = tempProject("convex-cli-");
  project.write(
    "package.json",
    JSON.stringify({ name: "cli-test", dependencies: { convex: "*" } }),
  );
  return {
    project,
    run: (args) => runConvexCli(args, { ...deployment, cwd: project.root }),
    remove: () => project.remove(),
  };
}
