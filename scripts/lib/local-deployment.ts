/**
 * The running local deployment as the Convex CLI reaches it, for `npm run backup` and
 * `npm run restore`: its URL (`--url`, else $CONVEX_SELF_HOSTED_URL, else
 * http://127.0.0.1:$LOCAL_BACKEND_PORT, 3210 by default, as `npm start` serves it) and
 * its admin key (`--admin-key`, else $CONVEX_SELF_HOSTED_ADMIN_KEY, else the one in the
 * data dir `npm start` uses: `--data-dir`, $BUILDMATES_DATA_DIR or the default), and
 * the CLI of node_modules run with them.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chooseDataDir } from "../../local-backend/src/data-dir.ts";

export const root = resolve(import.meta.dirname, "..", "..");
const CLI = join(root, "node_modules", "convex", "bin", "main.js");

export interface Deployment {
  url: string;
  adminKey: string;
}

export function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

export function localDeployment(flags: {
  url?: string;
  "admin-key"?: string;
  "data-dir"?: string;
}): Deployment {
  const env = process.env;
  const url =
    flags.url ??
    env.CONVEX_SELF_HOSTED_URL ??
    `http://127.0.0.1:${env.LOCAL_BACKEND_PORT ?? "3210"}`;
  let adminKey = flags["admin-key"] ?? env.CONVEX_SELF_HOSTED_ADMIN_KEY;
  if (adminKey === undefined) {
    const { dataDir } = chooseDataDir(flags["data-dir"], root);
    const file = join(dataDir, "env.json");
    if (!existsSync(file))
      fail(
        `no local deployment in ${dataDir} (start it with \`npm start\`, or pass --data-dir, or --url and --admin-key).`,
      );
    const parsed = JSON.parse(readFileSync(file, "utf8")) as {
      adminKey?: unknown;
    };
    if (typeof parsed.adminKey !== "string")
      fail(`${file} holds no admin key.`);
    adminKey = parsed.adminKey;
  }
  return { url, adminKey };
}

/** Runs `convex <args>` against the deployment, its output on this terminal. */
export function runConvexCli(
  deployment: Deployment,
  args: string[],
): Promise<number> {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (name.startsWith("CONVEX_")) delete env[name];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        ...args,
        "--url",
        deployment.url,
        "--admin-key",
        deployment.adminKey,
      ],
      { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] },
    );
    child.once("error", reject);
    child.once("exit", (code) => resolvePromise(code ?? 1));
  });
}
