/**
 * The pushed modules of one component definition: written to a directory of their own
 * (the CLI's ESM bundles, at the paths it gives them) and imported, as
 * `isolate/loader.ts` imports the backend's own bundles, then analysed as Convex's
 * `crates/isolate/src/environment/analyze.rs` analyses them: every export that is a
 * query, mutation or action, with its visibility and its args and returns validators;
 * `http.js`'s routes. `_deps/` chunks are imported only through the modules that use
 * them; `auth.config.js` gets an empty analysis, as Convex gives it.
 */
import { existsSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { REQUIRE_BANNER } from "../isolate/runtimes";
import { type ModuleConfig } from "./schemas";
import { PushError, uncaught } from "./push-error";
import { argsJson, byteOrder, returnsJson, type Json } from "./validators";

export const AUTH_CONFIG = "auth.config.js";
const HTTP_MODULE = "http.js";
const SEGMENT = /^[A-Za-z0-9_\-.@+]+$/;

export interface AnalyzedFunction {
  name: string;
  pos: null;
  udfType: "Query" | "Mutation" | "Action";
  visibility: { kind: "public" | "internal" } | null;
  args: string;
  returns: string;
}

export interface AnalyzedModule {
  functions: AnalyzedFunction[];
  httpRoutes: { route: { path: string; method: string }; pos: null }[] | null;
  cronSpecs: null;
  sourceMapped: null;
}

/** Module path → analysis, in the order of Convex's `BTreeMap`. */
export type Analysis = Record<string, AnalyzedModule>;

/**
 * A module path must stay inside its directory: relative, `/`-separated, no `.` or
 * `..` segment (Convex's `ModulePath` refuses the same).
 */
export function checkModulePath(path: string): void {
  const segments = path.split("/");
  const bad =
    path.length === 0 ||
    segments.some(
      (s) => s === "" || s === "." || s === ".." || !SEGMENT.test(s),
    );
  if (bad)
    throw new PushError("InvalidModules", `Invalid module path: "${path}"`);
}

/** The nearest `node_modules` above the backend's working directory, if any. */
function nodeModules(): string | null {
  let dir = resolve(process.cwd());
  for (;;) {
    const candidate = join(dir, "node_modules");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Writes `modules` under `dir` as ES modules. */
export async function writeModules(
  dir: string,
  modules: readonly ModuleConfig[],
): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "package.json"), '{"type":"module"}');
  for (const module of modules) {
    checkModulePath(module.path);
    const file = join(dir, module.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      module.environment === "node"
        ? REQUIRE_BANNER + module.source
        : module.source,
    );
    // Beside the file, where the bundle's `sourceMappingURL` comment points.
    if (module.sourceMap) await writeFile(`${file}.map`, module.sourceMap);
  }
  // "use node" bundles leave `convex.json`'s external packages as imports; Convex
  // installs them beside the bundle, here they are the installed copies.
  const installed = modules.some((m) => m.environment === "node")
    ? nodeModules()
    : null;
  if (installed) await symlink(installed, join(dir, "node_modules"), "dir");
}

export async function importModule(
  dir: string,
  path: string,
): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(join(dir, path)).href)) as Record<
    string,
    unknown
  >;
}

type Registered = Record<string, unknown> & {
  exportArgs?: unknown;
  exportReturns?: unknown;
  _handler?: unknown;
};

function udfType(fn: object): AnalyzedFunction["udfType"] | null {
  const query = "isQuery" in fn;
  const mutation = "isMutation" in fn;
  const action = "isAction" in fn;
  if (query && !mutation && !action) return "Query";
  if (mutation && !query && !action) return "Mutation";
  if (action && !query && !mutation) return "Action";
  return null;
}

function exported(
  fn: Registered,
  key: "exportArgs" | "exportReturns",
  id: string,
) {
  const value = fn[key];
  if (value === undefined) return undefined;
  if (typeof value !== "function")
    throw new PushError(
      "InvalidModules",
      `${id}.${key} is not a function or \`undefined\`.`,
    );
  const result = (value as () => unknown).call(fn);
  if (typeof result !== "string")
    throw new PushError(
      "InvalidModules",
      `Invalid ${key} return value: ${id}.${key}() didn't return a string.`,
    );
  return result;
}

function analyzeFunction(
  path: string,
  name: string,
  fn: Registered,
): AnalyzedFunction | null {
  const type = udfType(fn);
  if (type === null) return null;
  const isPublic = "isPublic" in fn;
  const isInternal = "isInternal" in fn;
  if (isPublic && isInternal) return null;
  const id = `${path}:${name}`;
  const args = argsJson(exported(fn, "exportArgs", id), id);
  const returns = returnsJson(exported(fn, "exportReturns", id), id);
  const handler = fn._handler;
  if (handler !== undefined && typeof handler !== "function")
    throw new PushError("InvalidModules", `${id}.handler is not a function.`);
  if (handler === undefined && typeof fn !== "function")
    throw new PushError("InvalidModules", `${id} is not a function.`);
  return {
    name,
    // Convex maps the handler's position through the source map; Node does not
    // expose a function's position, so it is left out as Convex leaves it out when
    // it cannot map it.
    pos: null,
    udfType: type,
    visibility: isPublic
      ? { kind: "public" }
      : isInternal
        ? { kind: "internal" }
        : null,
    args,
    returns,
  };
}

function httpRoutes(path: string, ns: Record<string, unknown>) {
  const router = ns.default as
    | { isRouter?: boolean; getRoutes?: () => [string, string, unknown][] }
    | undefined;
  if (!router?.isRouter || typeof router.getRoutes !== "function")
    throw new PushError(
      "InvalidModules",
      `${path}: the default export must be an HttpRouter (\`httpRouter()\` from "convex/server").`,
    );
  return router.getRoutes().map(([routePath, method]) => ({
    route: { path: routePath, method },
    pos: null,
  }));
}

/** One module's analysis from its namespace. */
export function analyzeNamespace(
  path: string,
  ns: Record<string, unknown>,
): AnalyzedModule {
  const functions: AnalyzedFunction[] = [];
  for (const name of Object.keys(ns)) {
    const value = ns[name];
    if ((typeof value !== "object" && typeof value !== "function") || !value)
      continue;
    const fn = analyzeFunction(path, name, value as Registered);
    if (fn) functions.push(fn);
  }
  return {
    functions,
    httpRoutes: path === HTTP_MODULE ? httpRoutes(path, ns) : null,
    cronSpecs: null,
    sourceMapped: null,
  };
}

const EMPTY: AnalyzedModule = {
  functions: [],
  httpRoutes: null,
  cronSpecs: null,
  sourceMapped: null,
};

/** Imports and analyses every module of a definition written under `dir`. */
export async function analyzeModules(
  dir: string,
  modules: readonly ModuleConfig[],
): Promise<Analysis> {
  const analysis: Analysis = {};
  const paths = modules
    .map((m) => m.path)
    .filter((p) => !p.startsWith("_deps/"))
    .sort(byteOrder);
  for (const path of paths) {
    if (path === AUTH_CONFIG) {
      analysis[path] = EMPTY;
      continue;
    }
    try {
      analysis[path] = analyzeNamespace(path, await importModule(dir, path));
    } catch (e) {
      const error =
        e instanceof PushError
          ? e.message
          : `Failed to analyze ${path}: ${uncaught(e)}`;
      // Convex's wording, its line break and indent included (lib.rs `analyze_modules`).
      throw new PushError(
        "InvalidModules",
        `Loading the pushed modules encountered the following\n    error:\n${error}`,
      );
    }
  }
  return analysis;
}

export type { Json };
