/**
 * Which npm packages `"use node"` bundles leave external, by the Convex CLI's rules
 * (convex-js `src/bundler/external.ts`): none by default; with `convex.json`'s
 * `node.externalPackages`, the listed packages (`"*"`: all) among the app's
 * package.json dependencies that are installed in its `node_modules`, except
 * `convex` and packages from `file:`, git or URL specifiers, which are bundled.
 *
 * Convex installs the external packages on its servers and links them as
 * `node_modules` beside the bundle; the local backend links the app's own
 * `node_modules` there, so Node resolves them as it would on Convex.
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { symlink } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import { type Plugin } from "esbuild";

/**
 * The app's `node_modules`, and each external package → its directory there (real
 * path: esbuild resolves symlinks, as in a linked or temporary-dir install).
 */
export interface ExternalPackages {
  nodeModules: string;
  packages: Map<string, string>;
}

export class ProjectConfigError extends Error {}

const DEPENDENCY_FIELDS = [
  "dependencies",
  "devDependencies",
  "peerDependencies",
  "optionalDependencies",
] as const;

const BUNDLED_SPECIFIERS =
  /^(file:|git\+file:\/\/|https?:\/\/|git:\/\/|git\+ssh:\/\/|git\+https?:\/\/)/;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as unknown;
  } catch (e) {
    throw new ProjectConfigError(`Parsing "${file}" failed: ${String(e)}`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The nearest package.json at or above the project root (the folder holding `convex/`). */
function findPackageJson(convexDir: string): string | null {
  let dir = dirname(convexDir);
  for (;;) {
    const candidate = join(dir, "package.json");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** `node.externalPackages` of the `convex.json` beside package.json, `[]` without one. */
function externalAllowList(projectDir: string): string[] {
  const file = join(projectDir, "convex.json");
  if (!existsSync(file)) return [];
  const config = readJson(file);
  if (!isObject(config))
    throw new ProjectConfigError(
      `Parsing "${file}" failed: Expected \`convex.json\` to contain an object`,
    );
  if (config.node === undefined) return [];
  const list = isObject(config.node) ? config.node.externalPackages : null;
  if (list === undefined) return [];
  if (!Array.isArray(list) || !list.every((x) => typeof x === "string"))
    throw new ProjectConfigError(
      `Parsing "${file}" failed: node.externalPackages must be an array of package names.`,
    );
  return list;
}

/** The package an import names: `@scope/name` or `name`, with no subpath. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** The external packages of the app whose functions are in `convexDir`. */
export function externalPackages(convexDir: string): ExternalPackages {
  const packageJsonFile = findPackageJson(convexDir);
  const projectDir = packageJsonFile
    ? dirname(packageJsonFile)
    : dirname(convexDir);
  const nodeModules = join(projectDir, "node_modules");
  const packages = new Map<string, string>();
  const allow = externalAllowList(projectDir);
  if (allow.length === 0) return { nodeModules, packages };
  if (!packageJsonFile)
    throw new ProjectConfigError(
      `No package.json found above ${convexDir}, which lists the external packages convex.json names.`,
    );
  const packageJson = readJson(packageJsonFile);
  if (!isObject(packageJson)) return { nodeModules, packages };
  for (const field of DEPENDENCY_FIELDS) {
    const deps = packageJson[field] ?? {};
    if (!isObject(deps)) continue;
    for (const [name, version] of Object.entries(deps)) {
      if (packages.has(name)) continue;
      if (typeof version !== "string")
        throw new ProjectConfigError(
          `Invalid "${packageJsonFile}". "${field}.${name}" version has type ${typeof version}.`,
        );
      if (name === "convex" || BUNDLED_SPECIFIERS.test(version)) continue;
      if (!allow.includes(name) && !allow.includes("*")) continue;
      const dir = join(nodeModules, ...name.split("/"));
      if (existsSync(dir)) packages.set(name, realpathSync(dir));
    }
  }
  return { nodeModules, packages };
}

/** The first `node_modules/<name>` walking up from `from`, as Node looks for it. */
function findInstalled(name: string, from: string): string | null {
  let dir = from;
  for (;;) {
    if (!dir.endsWith(`${sep}node_modules`)) {
      const candidate = join(dir, "node_modules", ...name.split("/"));
      if (existsSync(candidate) && statSync(candidate).isDirectory())
        return realpathSync(candidate);
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Leaves an import of an external package as it is, when it would resolve to the
 * installed copy the package list names (a nested copy of another version is bundled).
 * `referenced` collects the names left external.
 */
export function externalsPlugin(
  { packages }: ExternalPackages,
  referenced: Set<string>,
): Plugin {
  return {
    name: "local-backend-node-externals",
    setup(build) {
      if (packages.size === 0) return;
      build.onResolve({ filter: /^[^./]/, namespace: "file" }, (args) => {
        const name = packageName(args.path);
        const dir = packages.get(name);
        if (!dir || findInstalled(name, args.resolveDir) !== dir) return null;
        referenced.add(name);
        return { path: args.path, external: true };
      });
    },
  };
}

/** Makes the app's `node_modules` the bundle's, where Node looks for external packages. */
export async function linkNodeModules(
  outDir: string,
  { nodeModules }: ExternalPackages,
): Promise<void> {
  await symlink(nodeModules, join(outDir, "node_modules"), "junction");
}
