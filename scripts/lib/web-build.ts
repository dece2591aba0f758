/**
 * The production build of the web app for `npm start` and the Playwright suite, made
 * with Vite's JS API and cached by a hash of its inputs, so a start with nothing
 * changed serves the previous build at once.
 *
 * The cache lives in node_modules/.cache/buildmates-web/<key>/: outside `dist/` (the
 * build a developer makes for a real deployment, with its own VITE_CONVEX_URL, is never
 * overwritten), git-ignored, and inside no served root but its own: the static server
 * serves only the one build directory it is given, and the dev server's guard refuses
 * every dot directory under node_modules except Vite's own `.vite`.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { join, relative } from "node:path";
import { build } from "vite";

/**
 * What the build depends on, relative to the repo root: directories are hashed file by
 * file. convex/ contributes only what the app imports at run time (its generated API and
 * shared/); the rest of convex/ reaches the app as types only. scripts/lib/ holds the
 * Vite plugin and header module the config imports. `.env*` files are read by Vite.
 */
const INPUT_DIRS = [
  "src",
  "public",
  "convex/_generated",
  "convex/shared",
  "scripts/lib",
];
const INPUT_FILES = ["index.html", "vite.config.ts", "package-lock.json"];
const INPUT_PATTERN = /^(?:tsconfig.*\.json|\.env.*)$/;

/** How many builds the cache keeps (other ports or backends, older sources). */
const KEEP = 4;

function filesUnder(abs: string): string[] {
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [abs];
  return readdirSync(abs, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** The cache key: a hash of every input file's path and content, and the backend URL
 * (VITE_CONVEX_URL is baked into the build). */
export function buildKey(root: string, backendUrl: string): string {
  const files = [
    ...[...INPUT_DIRS, ...INPUT_FILES].flatMap((p) =>
      filesUnder(join(root, p)),
    ),
    ...readdirSync(root)
      .filter((name) => INPUT_PATTERN.test(name))
      .map((name) => join(root, name)),
  ]
    .map((abs) => relative(root, abs).split("\\").join("/"))
    .sort();
  const hash = createHash("sha256").update(`VITE_CONVEX_URL=${backendUrl}\0`);
  for (const file of files) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 20);
}

export interface WebBuildOptions {
  root: string;
  /** VITE_CONVEX_URL for the build. */
  backendUrl: string;
  /** Defaults to node_modules/.cache/buildmates-web; BUILDMATES_WEB_CACHE_DIR overrides. */
  cacheDir?: string;
  log?: (line: string) => void;
}

export interface WebBuild {
  dir: string;
  cached: boolean;
}

export function defaultCacheDir(root: string): string {
  return (
    process.env.BUILDMATES_WEB_CACHE_DIR ??
    join(root, "node_modules", ".cache", "buildmates-web")
  );
}

/** The build for these inputs: from the cache, or made now and cached. */
export async function ensureWebBuild(
  options: WebBuildOptions,
): Promise<WebBuild> {
  const { root, backendUrl } = options;
  const log = options.log ?? (() => undefined);
  const cacheDir = options.cacheDir ?? defaultCacheDir(root);
  const dir = join(cacheDir, buildKey(root, backendUrl));
  if (existsSync(join(dir, "index.html"))) {
    log("Using the cached build of the web app.");
    const now = new Date();
    utimesSync(dir, now, now); // most recently used: pruned last
    return { dir, cached: true };
  }
  log("Building the web app...");
  // Built beside its final place and renamed into it, so a build that fails or is cut
  // off never looks complete, and two processes building at once cannot mix files.
  const partial = `${dir}.partial-${process.pid}-${Date.now()}`;
  mkdirSync(cacheDir, { recursive: true });
  await viteBuild(root, backendUrl, partial);
  try {
    renameSync(partial, dir);
  } catch (e) {
    // Another process finished the same build first: its result is identical.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(dir, "index.html"))) throw e;
  }
  prune(cacheDir, dir);
  return { dir, cached: false };
}

/** A production build into outDir with VITE_CONVEX_URL set. NODE_ENV is production for
 * it whatever the shell says (Vite keeps a NODE_ENV it finds, and React's development
 * build would ship), and both are restored afterwards: `npm start` runs the backend in
 * this process. */
async function viteBuild(
  root: string,
  backendUrl: string,
  outDir: string,
): Promise<void> {
  const saved = {
    NODE_ENV: process.env.NODE_ENV,
    VITE_CONVEX_URL: process.env.VITE_CONVEX_URL,
  };
  process.env.VITE_CONVEX_URL = backendUrl;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root,
      configFile: join(root, "vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true },
    });
  } catch (e) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(
      `The web app does not build: ${(e as Error).message.split("\n")[0]}`,
      { cause: e },
    );
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Keeps the KEEP most recently used builds (and `keep`); removes older ones and
 * partial builds left by a process that died (older than an hour). */
function prune(cacheDir: string, keep: string): void {
  const entries = readdirSync(cacheDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const path = join(cacheDir, e.name);
      return {
        path,
        partial: e.name.includes(".partial-"),
        mtime: mtime(path),
      };
    });
  const hourAgo = Date.now() - 3_600_000;
  const builds = entries
    .filter((e) => !e.partial && e.path !== keep)
    .sort((a, b) => b.mtime - a.mtime);
  const stale = [
    ...builds.slice(KEEP - 1),
    ...entries.filter((e) => e.partial && e.mtime < hourAgo),
  ];
  for (const e of stale) rmSync(e.path, { recursive: true, force: true });
}

function mtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
