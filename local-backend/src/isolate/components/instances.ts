/**
 * Each component instance's code: its definition's bundle (one per definition, shared
 * by its instances), its env as its parent bound it, and its children by name.
 */
import { join } from "node:path";
import { type SchemaJson } from "../../storage/types";
import { type ComponentInstance, instances } from "./definitions";

/** A bundled functions folder: the app's or a component definition's. */
export interface FunctionsBundle {
  outDir: string;
  /** "dir/file" → exports. */
  modules: Map<string, Record<string, unknown>>;
  schema: SchemaJson | null;
}

/** One component instance's code (instances of one definition share its bundle). */
export interface ComponentCode extends FunctionsBundle {
  /** "" for the app, "rateLimiter", "rateLimiter/batchWorker", ... */
  path: string;
  /** What its parent bound (`app.use(c, { env })`); null for the app, which reads the deployment's env. */
  env: Record<string, string> | null;
  /** Child component name → its path. */
  children: ReadonlyMap<string, string>;
  /** Children whose HTTP routes are mounted here: prefix → child path. */
  httpMounts: ReadonlyMap<string, string>;
  /**
   * The app: the prefix of its own `http.ts` routes. A component: where its routes are
   * mounted from the site's root (its `CONVEX_SITE_URL` ends with it); null if not.
   */
  httpPrefix: string | null;
}

function childPaths(instance: ComponentInstance | null): Map<string, string> {
  return new Map(
    (instance?.children ?? []).map((c) => [c.path.split("/").pop()!, c.path]),
  );
}

/** An instance's HTTP mounts, by child path. */
function mountPaths(instance: ComponentInstance | null): Map<string, string> {
  const mounts = new Map<string, string>();
  for (const [prefix, name] of instance?.httpMounts ?? [])
    mounts.set(
      prefix,
      instance!.path === "" ? name : `${instance!.path}/${name}`,
    );
  return mounts;
}

/** Where a child's routes are mounted from the site's root, if they are. */
function mountedAt(parent: ComponentCode, childPath: string): string | null {
  for (const [prefix, path] of parent.httpMounts) {
    if (path !== childPath) continue;
    // Mounts of the app are from the root; a component's, under its own mount.
    const base = parent.path === "" ? "" : (parent.httpPrefix ?? "");
    return `${base.replace(/\/$/, "")}${prefix}`;
  }
  return null;
}

/**
 * The code of the app (`own`, at "") and of every instance of `tree` (none without a
 * `convex.config`); `bundle` bundles a definition's folder into an output dir.
 */
export async function componentCodes(
  own: FunctionsBundle,
  tree: ComponentInstance | null,
  outDir: string,
  bundle: (dir: string, outDir: string) => Promise<FunctionsBundle>,
): Promise<Map<string, ComponentCode>> {
  const codes = new Map<string, ComponentCode>([
    [
      "",
      {
        ...own,
        path: "",
        env: null,
        children: childPaths(tree),
        httpMounts: mountPaths(tree),
        httpPrefix: tree?.httpPrefix ?? null,
      },
    ],
  ]);
  if (!tree) return codes;
  const bundles = new Map<string, Promise<FunctionsBundle>>();
  for (const instance of instances(tree).slice(1)) {
    const { dir } = instance.definition;
    let code = bundles.get(dir);
    if (!code) {
      code = bundle(dir, join(outDir, "_components", String(bundles.size + 1)));
      bundles.set(dir, code);
    }
    const { outDir: bundleDir, modules, schema } = await code;
    const parentPath = instance.path.split("/").slice(0, -1).join("/");
    // An env var binding names one of the parent's (the app's: the deployment's).
    const parent = codes.get(parentPath)!;
    const parentEnv = parent.env ?? process.env;
    const env: Record<string, string> = {};
    for (const [name, binding] of instance.env) {
      const value =
        binding.type === "value" ? binding.value : parentEnv[binding.name];
      if (value !== undefined) env[name] = value;
    }
    codes.set(instance.path, {
      path: instance.path,
      outDir: bundleDir,
      modules,
      schema,
      env,
      children: childPaths(instance),
      httpMounts: mountPaths(instance),
      httpPrefix: mountedAt(parent, instance.path),
    });
  }
  return codes;
}
