/**
 * For tests: the real Convex CLI of this repository's `node_modules`, run as a child
 * process against a running backend (`--url`, `--admin-key`), in a temporary project
 * dir whose `package.json` lists `convex` (the CLI's commands check for it). Runs
 * asynchronously: the backend answering it may run in the test's process.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { type TempProject, tempProject } from "./temp-project";

const BIN = join(import.meta.dirname, "..", "..", "..", "node_modules", ".bin");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ConvexCli {
  /** The project dir the CLI runs in (files for `import` go here). */
  readonly project: TempProject;
  /** Runs `convex <args>` against the deployment; resolves even when it fails. */
  run(args: string[], input?: string): Promise<CliResult>;
  remove(): void;
}

export function convexCli(deployment: {
  url: string;
  adminKey: string;
}): ConvexCli {
  const project = tempProject("convex-cli-");
  project.write(
    "package.json",
    JSON.stringify({ name: "cli-test", dependencies: { convex: "*" } }),
  );
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (name.startsWith("CONVEX_")) delete env[name];
  return {
    project,
    run: (args, input) =>
      new Promise((resolve) => {
        const child = execFile(
          join(BIN, "convex"),
          [
            ...args,
            "--url",
            deployment.url,
            "--admin-key",
            deployment.adminKey,
          ],
          { cwd: project.root, env, timeout: 120_000 },
          (error, stdout, stderr) =>
            resolve({
              code: error
                ? typeof error.code === "number"
                  ? error.code
                  : 1
                : 0,
              stdout,
              stderr,
            }),
        );
        child.stdin?.end(input ?? "");
      }),
    remove: () => project.remove(),
  };
}
