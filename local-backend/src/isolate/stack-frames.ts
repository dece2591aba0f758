/**
 * The stack frames of an error thrown by user code, as Convex shows them: V8's frame
 * lines with each bundle position mapped back through the bundle's source map to the
 * original file, named the way Convex's source maps name it (relative to the CLI's
 * `out/` folder: `../convex/messages.ts`), with the runtime's own frames at either end
 * left out (Convex's `JsError::from_frames`).
 */
import { existsSync, readFileSync } from "node:fs";
import {
  SourceMap,
  type SourceMapPayload,
  type SourceOrigin,
} from "node:module";
import { dirname, isAbsolute, join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** Written into each bundle's folder: where the `convex/` folder's project is. */
export const BUNDLE_INFO = ".local-backend-bundle.json";

export interface BundleInfo {
  /** The folder that holds `convex/`, where the Convex CLI runs esbuild. */
  projectDir: string;
}

/** Convex leaves out leading and trailing frames of these (its runtime and the `convex` package's server). */
const INTERNAL_SOURCE = /udf-runtime\/src|convex\/src\/server\/impl/;
const FRAME_LINE = /^ {4}at /;
const LOCATION = /^(.*?):(\d+):(\d+)$/;
/** Bundle folders and files seen; a process runs a handful of bundles. */
const MAX_CACHED = 256;

const bundleRoots = new Map<
  string,
  { outDir: string; info: BundleInfo } | null
>();
const sourceMaps = new Map<string, SourceMap | null>();

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, value);
  return value;
}

/** The bundle a file belongs to: the nearest folder above it with `BUNDLE_INFO`. */
function bundleOf(file: string): { outDir: string; info: BundleInfo } | null {
  const dir = dirname(file);
  const cached = bundleRoots.get(dir);
  if (cached !== undefined) return cached;
  let found: { outDir: string; info: BundleInfo } | null = null;
  const infoFile = join(dir, BUNDLE_INFO);
  if (existsSync(infoFile)) {
    const info = readInfo(infoFile);
    found = info ? { outDir: dir, info } : null;
  } else if (dirname(dir) !== dir) {
    found = bundleOf(dir);
  }
  return remember(bundleRoots, dir, found);
}

function readInfo(file: string): BundleInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as Partial<BundleInfo>;
    return typeof info.projectDir === "string"
      ? { projectDir: info.projectDir }
      : null;
  } catch {
    return null;
  }
}

/** A bundled file's source map (esbuild's `sourcemap: "external"`: `<file>.map`). */
function sourceMapOf(file: string): SourceMap | null {
  const cached = sourceMaps.get(file);
  if (cached !== undefined) return cached;
  let map: SourceMap | null = null;
  try {
    const payload = JSON.parse(
      readFileSync(`${file}.map`, "utf8"),
    ) as SourceMapPayload;
    map = new SourceMap(payload);
  } catch {
    // A file gone or unreadable (an older bundle): its frames stay unmapped.
  }
  return remember(sourceMaps, file, map);
}

/** Where the Convex CLI would have written this bundle file (`out/<module dir>`, `out/_deps`). */
function convexOutDir(outDir: string, file: string, info: BundleInfo): string {
  const inBundle = relative(outDir, dirname(file)).split(sep);
  const sub =
    inBundle[0] === "fn"
      ? inBundle.slice(1)
      : inBundle[0] === "_chunks"
        ? ["_deps"]
        : [];
  return join(info.projectDir, "out", ...sub);
}

/**
 * A frame's line and what it is: user code, the `convex` package's or the runtime's
 * own code (left out at either end), or one without a file (`at new Promise
 * (<anonymous>)`: left out after the last user frame, where only the backend calls).
 */
type Frame = { text: string; kind: "user" | "internal" | "bare" };

/** A file URL or path as a path; a relative one from `base`. */
function toPath(name: string, base = ""): string {
  if (name.startsWith("file://")) return fileURLToPath(name);
  return isAbsolute(name) ? name : join(base, name);
}

/**
 * One `    at …` line, its bundle location mapped; null for the backend's own frames.
 *
 * Convex prints every frame as a call (`FrameData`'s `Display` in
 * `crates/common/src/errors.rs`: its `is_top_level` is never set, since the runtime
 * sends `isToplevel` where serde reads `isTopLevel`), so a frame without a function
 * name, which V8 prints as a bare location, is `<anonymous> (location)` there;
 * `async ` stays in front.
 */
function mapFrame(line: string): Frame | null {
  const full = line.replace(FRAME_LINE, "");
  const prefix = full.startsWith("async ") ? "async " : "";
  const body = full.slice(prefix.length);
  const paren = body.endsWith(")") ? body.lastIndexOf("(") : -1;
  const location = paren === -1 ? body : body.slice(paren + 1, -1);
  const match = LOCATION.exec(location);
  if (!match) return { text: line, kind: "bare" };
  const [, url, lineNo, column] = match as unknown as [
    string,
    string,
    string,
    string,
  ];
  // ESM frames name file URLs; a test runner's module loader, plain paths.
  const file =
    url.startsWith("file://") || isAbsolute(url) ? toPath(url) : null;
  if (file === null) return null;
  const bundle = bundleOf(file);
  const found = bundle
    ? sourceMapOf(file)?.findOrigin(Number(lineNo), Number(column))
    : undefined;
  if (!bundle || !found || !("fileName" in found)) return null;
  const origin = found as SourceOrigin;
  const source = toPath(origin.fileName, dirname(file));
  const shown = relative(convexOutDir(bundle.outDir, file, bundle.info), source)
    .split(sep)
    .join(posix.sep);
  const mapped = `${shown}:${origin.lineNumber}:${origin.columnNumber}`;
  return {
    text:
      paren === -1
        ? `    at ${prefix}<anonymous> (${mapped})`
        : `    at ${prefix}${body.slice(0, paren)}(${mapped})`,
    kind: INTERNAL_SOURCE.test(shown) ? "internal" : "user",
  };
}

/**
 * The frames of `stack` (V8's text: the header, then one `    at …` line per frame) as
 * Convex shows them, each line ending in a newline; "" if none is user code's.
 */
export function userFrames(stack: string): string {
  const lines = stack.split("\n");
  let start = lines.length;
  while (start > 0 && FRAME_LINE.test(lines[start - 1]!)) start--;
  const frames: Frame[] = [];
  for (const line of lines.slice(start)) {
    const frame = mapFrame(line);
    if (frame && !(frames.length === 0 && frame.kind === "internal"))
      frames.push(frame);
  }
  while (frames.length > 0 && frames[frames.length - 1]!.kind !== "user")
    frames.pop();
  return frames.map((f) => `${f.text}\n`).join("");
}
