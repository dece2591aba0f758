/**
 * Where a checkout's local deployment lives unless told otherwise: a per-user data
 * directory outside the repository, e.g. ~/.local/share/buildmates/buildmates-1a2b3c4d.
 * Its env.json holds the deployment's JWT private key and its database holds password
 * hashes, so it must sit where no web server of the project can reach it; Vite's dev
 * server serves the repository root, which is why the old default, <repo>/.data/local,
 * had to go.
 *
 * One directory per checkout (the name ends in a hash of the checkout's path), so two
 * clones keep separate data as they did with .data/local.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { Store } from "./storage/store";

/** Overrides the default data dir; the `--data-dir` flag overrides both. */
export const DATA_DIR_ENV = "BUILDMATES_DATA_DIR";

/** $XDG_DATA_HOME, else %LOCALAPPDATA% on Windows, else ~/.local/share. */
function userDataHome(env: NodeJS.ProcessEnv): string {
  if (env.XDG_DATA_HOME) return env.XDG_DATA_HOME;
  if (process.platform === "win32" && env.LOCALAPPDATA) return env.LOCALAPPDATA;
  return join(homedir(), ".local", "share");
}

/** The default data dir of the checkout at repoRoot. */
export function defaultDataDir(
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const root = resolve(repoRoot);
  const id = createHash("sha256").update(root).digest("hex").slice(0, 8);
  return join(userDataHome(env), "buildmates", `${basename(root)}-${id}`);
}

/** Where the data dir was before; migrated from on first use of the new default. */
export function legacyDataDir(repoRoot: string): string {
  return join(resolve(repoRoot), ".data", "local");
}

export interface DataDirChoice {
  dataDir: string;
  /** True when neither the flag nor the env var chose it. */
  isDefault: boolean;
}

/** The data dir to use: `--data-dir`, else $BUILDMATES_DATA_DIR, else the default. */
export function chooseDataDir(
  flag: string | undefined,
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): DataDirChoice {
  const chosen = flag ?? env[DATA_DIR_ENV];
  if (chosen) return { dataDir: resolve(chosen), isDefault: false };
  return { dataDir: defaultDataDir(repoRoot, env), isDefault: true };
}

/**
 * Moves a deployment left in the old default (<repo>/.data/local) to the new default the
 * first time the new one is used, so existing demo data is kept. Returns a line for the
 * user, or undefined when there is nothing to say. Throws (with what to do) when the old
 * deployment is open in a running backend. When both exist, the new one is used and the
 * old one is named, so the user can delete it.
 */
export function migrateLegacyDataDir(
  from: string,
  to: string,
): string | undefined {
  if (!existsSync(join(from, "db.sqlite3"))) return undefined;
  if (existsSync(to)) {
    return `An older local deployment is still in ${from} (unused since the data dir moved to ${to}); delete it when you no longer need it.`;
  }
  try {
    // Refuses while another backend holds the database (an exclusive lock).
    new Store(from).close();
  } catch (e) {
    throw new Error(
      `Cannot move the local deployment from ${from} to ${to}: ${(e as Error).message} Stop that backend, then start again.`,
      { cause: e },
    );
  }
  mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
  moveDirectory(from, to);
  return `Moved the local deployment from ${from} to ${to} (the repository is served in development; the data dir must not be).`;
}

/**
 * Moves a directory; across file systems (rename fails with EXDEV) it copies beside the
 * target, switches the copy into place, then removes the original, so the target never
 * holds half a deployment. `rename` is replaceable for tests.
 */
export function moveDirectory(
  from: string,
  to: string,
  rename: (from: string, to: string) => void = renameSync,
): void {
  try {
    rename(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
    const partial = `${to}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(from, partial, { recursive: true });
    renameSync(partial, to);
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Readies the chosen data dir before the backend opens it: for the default, creates its
 * parent readable by the owner only and moves a legacy deployment into it. Returns a
 * line for the user, if any.
 */
export function prepareDataDir(
  choice: DataDirChoice,
  repoRoot: string,
): string | undefined {
  if (!choice.isDefault) return undefined;
  mkdirSync(dirname(choice.dataDir), { recursive: true, mode: 0o700 });
  return migrateLegacyDataDir(legacyDataDir(repoRoot), choice.dataDir);
}
