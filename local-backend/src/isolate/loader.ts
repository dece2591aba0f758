/**
 * Bundles a `convex/` folder with esbuild the way the Convex CLI chooses entry points,
 * and imports the result.
 */
import { existsSync, statSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions, type Message, type Plugin } from "esbuild";
import { type SchemaJson } from "../storage/store";
import {
  hasUseNode,
  REQUIRE_BANNER,
  RuntimeError,
  serverOnlyPlugin,
} from "./runtimes";
import {
  externalPackages,
  externalsPlugin,
  linkNodeModules,
  ProjectConfigError,
} from "./node-externals";
import { bundleEntries, entryPoints } from "./entry-points";
import { BUNDLE_INFO, type BundleInfo } from "./stack-frames";
import {
  type ComponentInstance,
  DefinitionError,
  loadComponentTree,
} from "./components/definitions";
import { type ComponentCode, componentCodes } from "./components/instances";

export { type ComponentCode } from "./components/instances";

export interface RegisteredFunction {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isHttp?: boolean;
  isPublic?: boolean;
  isInternal?: boolean;
  invokeQuery?: (argsJson: string) => Promise<string>;
  invokeMutation?: (argsJson: string) => Promise<string>;
  invokeAction?: (requestId: string, argsJson: string) => Promise<string>;
  invokeHttpAction?: (request: Request) => Promise<Response>;
  exportArgs?: () => string;
  exportReturns?: () => string;
}

export interface HttpRouterLike {
  isRouter: true;
  lookup(
    path: string,
    method: string,
  ): [RegisteredFunction, string, string] | null;
}

export interface AuthProviderConfig {
  domain?: string;
  applicationID?: string;
  type?: string;
  issuer?: string;
  jwks?: string;
  algorithm?: string;
}

export interface LoadedApp {
  /** Where the bundle is (action workers import the same files). */
  outDir: string;
  /** "dir/file" → exports. */
  modules: Map<string, Record<string, unknown>>;
  schema: SchemaJson | null;
  authProviders: AuthProviderConfig[];
  http: HttpRouterLike | null;
  /**
   * The backend's built-in `_system/…` modules (the Convex CLI's system functions),
   * set by the backend beside the loaded code; they run on the backend's thread only.
   */
  system?: ReadonlyMap<string, Record<string, unknown>>;
  /**
   * Every component instance by path, the app's ("") included; only the app's when
   * there is no `convex.config`.
   */
  components: ReadonlyMap<string, ComponentCode>;
}

export class BundleError extends Error {}

/** esbuild's errors, each with its notes (e.g. how to mark an unresolved package external). */
function formatMessages(messages: Message[]): string {
  return messages
    .map((m) => {
      const head = m.location
        ? `${m.location.file}:${m.location.line}:${m.location.column}: error: ${m.text}\n    ${m.location.lineText}`
        : `error: ${m.text}`;
      return [head, ...m.notes.map((n) => `  ${n.text}`)].join("\n");
    })
    .join("\n");
}

/** Runs `fn`, turning the CLI's refusals of the project's files into a BundleError. */
function refusalsAsBundleErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ProjectConfigError || e instanceof RuntimeError)
      throw new BundleError(e.message);
    throw e;
  }
}

const DEFINES: Record<string, string> = {
  // The Convex CLI builds every bundle for production.
  "process.env.NODE_ENV": '"production"',
  Date: "__lbDate",
  "Math.random": "__lbRandom",
  fetch: "__lbFetch",
  setTimeout: "__lbSetTimeout",
  setInterval: "__lbSetInterval",
  console: "__lbConsole",
};

/**
 * Component code reads its env as `process.env`: the env of the instance whose
 * function is running (`globals.ts`), as each component has its own in Convex.
 * The CLI's `_generated/server` exports `env = process.env` (JavaScript) or
 * `(globalThis as …).process.env` (TypeScript, local components), so both spellings.
 */
const COMPONENT_DEFINES: Record<string, string> = {
  ...DEFINES,
  "globalThis.process.env.NODE_ENV": '"production"',
  "process.env": "__lbComponentEnv",
  "globalThis.process.env": "__lbComponentEnv",
};

/**
 * Bundles and imports `convexDir` into `outDir`, with the components its
 * `convex.config` uses. Throws BundleError with file:line on failure.
 */
export async function loadApp(
  convexDir: string,
  outDir: string,
): Promise<LoadedApp> {
  const root = resolve(convexDir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new BundleError(`The functions directory ${root} does not exist.`);
  }
  const app = await loadFunctions(root, outDir, false);
  let tree: ComponentInstance | null;
  try {
    tree = await loadComponentTree(root, outDir);
  } catch (e) {
    if (e instanceof DefinitionError) throw new BundleError(e.message);
    throw e;
  }
  const components = await componentCodes(app, tree, outDir, (dir, out) =>
    loadFunctions(dir, out, true),
  );
  return { ...app, components };
}

/** Bundles and imports one functions folder (the app's or a component definition's). */
async function loadFunctions(
  root: string,
  outDir: string,
  component: boolean,
): Promise<Omit<LoadedApp, "components">> {
  const { entries, useNode } = refusalsAsBundleErrors(() =>
    bundleEntries(root),
  );
  await bundle(root, entries, useNode, outDir, component);
  const load = async (name: string) =>
    (await import(pathToFileURL(join(outDir, `${name}.mjs`)).href)) as Record<
      string,
      unknown
    >;
  const modules = await importModules(entries, useNode, load);

  let schema: SchemaJson | null = null;
  if (entries["schema"]) {
    const exported = (await load("schema")).default as
      { export?: () => string } | undefined;
    if (!exported?.export)
      throw new BundleError("schema.ts must default-export defineSchema(...).");
    schema = JSON.parse(exported.export()) as SchemaJson;
  }
  let authProviders: AuthProviderConfig[] = [];
  if (entries["auth.config"]) {
    const config = (await load("auth.config")).default as
      { providers?: AuthProviderConfig[] } | undefined;
    authProviders = config?.providers ?? [];
  }
  const httpModule = modules.get("http")?.default as HttpRouterLike | undefined;
  const http = httpModule?.isRouter ? httpModule : null;
  return { outDir, modules, schema, authProviders, http };
}

/**
 * Bundles `entries` into a fresh `outDir`, one `.mjs` per entry plus shared chunks.
 * As the Convex CLI does, "use node" files are a build of their own: their chunks are
 * not shared with the default runtime's, and only they leave external packages out.
 */
async function bundle(
  root: string,
  entries: Record<string, string>,
  useNode: Set<string>,
  outDir: string,
  component: boolean,
): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const nodeEntries: Record<string, string> = {};
  const defaultEntries: Record<string, string> = {};
  for (const [key, file] of Object.entries(entries)) {
    const isNode = key.startsWith("fn/") && useNode.has(key.slice(3));
    (isNode ? nodeEntries : defaultEntries)[key] = file;
  }
  const externals = refusalsAsBundleErrors(() => externalPackages(root));
  const referenced = new Set<string>();
  const defines = component ? COMPONENT_DEFINES : DEFINES;
  const builds = [
    build(
      buildOptions(defaultEntries, outDir, "_chunks", defines, [
        serverOnlyPlugin,
      ]),
    ),
  ];
  if (Object.keys(nodeEntries).length > 0)
    builds.push(
      build(
        // The Node executor words console timers its own way (`console.ts`).
        buildOptions(
          nodeEntries,
          outDir,
          "_chunks/node",
          { ...defines, console: "__lbNodeConsole" },
          [
            // First, so `server-only` is stubbed even if it is an external package.
            serverOnlyPlugin,
            externalsPlugin(externals, referenced),
          ],
        ),
      ),
    );
  const failures = (await Promise.allSettled(builds)).flatMap((r) =>
    r.status === "rejected"
      ? [r.reason as { errors?: Message[]; message?: string }]
      : [],
  );
  if (failures.length > 0) {
    const text = failures
      .map((f) => (f.errors ? formatMessages(f.errors) : String(f.message)))
      .join("\n");
    throw new BundleError(`Failed to bundle ${root}:\n${text}`);
  }
  if (referenced.size > 0) await linkNodeModules(outDir, externals);
  // Error frames name original files as Convex's source maps do, from the project folder.
  const info: BundleInfo = { projectDir: dirname(root) };
  await writeFile(join(outDir, BUNDLE_INFO), JSON.stringify(info));
}

function buildOptions(
  entryPoints: Record<string, string>,
  outdir: string,
  chunks: string,
  define: Record<string, string>,
  plugins: Plugin[],
): BuildOptions {
  return {
    entryPoints,
    outdir,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    splitting: true,
    jsx: "automatic",
    conditions: ["convex", "module"],
    outExtension: { ".js": ".mjs" },
    chunkNames: `${chunks}/[name]-[hash]`,
    define,
    plugins,
    banner: { js: REQUIRE_BANNER },
    logLevel: "silent",
    // Beside each file, not linked from it: Node (under tsx) would map linked ones
    // itself, to absolute paths; `./frames` maps them the way Convex shows them.
    sourcemap: "external",
  };
}

/** Imports each bundled function module; "use node" ones may define only actions. */
async function importModules(
  entries: Record<string, string>,
  useNode: Set<string>,
  load: (name: string) => Promise<Record<string, unknown>>,
): Promise<Map<string, Record<string, unknown>>> {
  const modules = new Map<string, Record<string, unknown>>();
  for (const key of Object.keys(entries)) {
    if (!key.startsWith("fn/")) continue;
    const modulePath = key.slice(3);
    let exports: Record<string, unknown>;
    try {
      exports = await load(key);
    } catch (e) {
      throw new BundleError(
        `Failed to load ${modulePath}: ${(e as Error).stack ?? String(e)}`,
      );
    }
    if (useNode.has(modulePath)) {
      for (const [name, value] of Object.entries(exports)) {
        const fn = value as RegisteredFunction | null;
        if (fn && (fn.isQuery || fn.isMutation)) {
          throw new BundleError(
            `${modulePath}.ts: \`${name}\` is a ${fn.isQuery ? "query" : "mutation"}, but "use node" files may only define actions.`,
          );
        }
      }
    }
    modules.set(modulePath, exports);
  }
  return modules;
}

/** `"dir/file:fn"`, `"dir/file.js:fn"` or `"dir/file"` → [module, export]. */
export function parseFunctionPath(path: string): [string, string] {
  const colon = path.lastIndexOf(":");
  const modulePart = colon === -1 ? path : path.slice(0, colon);
  const fn = colon === -1 ? "default" : path.slice(colon + 1) || "default";
  return [modulePart.replace(/\.js$/, ""), fn];
}

/**
 * Convex Cloud bundles default-runtime files for a browser-like platform, so Node
 * built-ins there fail to deploy. This dry run (no output) reports such imports as
 * warnings; the local backend itself runs everything in Node.
 */
export async function findNodeBuiltinImports(
  convexDir: string,
): Promise<string[]> {
  const root = resolve(convexDir);
  const entries = entryPoints(root).filter((file) => !hasUseNode(file));
  if (entries.length === 0) return [];
  try {
    await build({
      entryPoints: entries,
      outdir: join(root, ".local-backend-dry-run"),
      write: false,
      bundle: true,
      format: "esm",
      platform: "browser",
      splitting: true,
      jsx: "automatic",
      conditions: ["convex", "module"],
      logLevel: "silent",
    });
    return [];
  } catch (e) {
    const errors = (e as { errors?: Message[] }).errors ?? [];
    return errors
      .filter(
        (m) =>
          m.notes.some((n) => n.text.includes("built into node")) ||
          /"node:/.test(m.text),
      )
      .map((m) =>
        m.location
          ? `${m.location.file}:${m.location.line}:${m.location.column}: ${m.text} (Node built-ins need a "use node" file on Convex Cloud)`
          : m.text,
      );
  }
}
