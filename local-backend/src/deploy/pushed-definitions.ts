/**
 * Evaluating the pushed `convex.config.js` bundles as Convex's `AppDefinitionEvaluator`
 * does (`crates/isolate/src/environment/component_definitions.rs`): dependencies
 * before the definitions that import them (a cycle is `CyclicImport`), each
 * definition's `default.export()` read into its metadata, and a component's import
 * (`./_componentDeps/<base64url of its definition path>`, which the CLI leaves
 * external) answered with a synthetic module of that component's evaluated metadata.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { importModule } from "./modules";
import { PushError, uncaught } from "./push-error";
import { type ComponentDefinitionConfig, type ModuleConfig } from "./schemas";
import { byteOrder } from "./validators";

export type ExportNode =
  | { type: "branch"; branch: [string, ExportNode][] }
  | { type: "leaf"; leaf: string };

type EnvBinding =
  { type: "value"; value: string } | { type: "envVar"; name: string };

/** Convex's `SerializedComponentDefinitionMetadata`, field for field. */
export interface DefinitionMetadata {
  path: string;
  definitionType:
    { type: "app" } | { type: "childComponent"; name: string; args: [] };
  childComponents: {
    // serde writes the struct's name as its tag (`#[serde(tag = "type")]`).
    type: "SerializedComponentInstantiation";
    name: string;
    path: string;
    args: [] | null;
    env: [string, EnvBinding][];
  }[];
  httpMounts: Record<string, string>;
  httpPrefix: string | null;
  exports: { type: "branch"; branch: [string, ExportNode][] };
  envVars: [string, unknown][] | null;
}

/** The root's metadata when the app has no `convex.config.ts`. */
function defaultRoot(): DefinitionMetadata {
  return {
    path: "",
    definitionType: { type: "app" },
    childComponents: [],
    httpMounts: {},
    httpPrefix: null,
    exports: { type: "branch", branch: [] },
    envVars: null,
  };
}

function invalidExport(path: string, why: string): PushError {
  return new PushError(
    "InvalidDefinition",
    path === ""
      ? `The default export of \`convex.config.ts\` in your app has an invalid value (${why}). Please make sure that you’re exporting the return value of \`defineApp()\` (\`import { defineApp } from 'convex/server'\`).`
      : `The default export of \`convex.config.ts\` in component \`${path}\` has an invalid value (${why}). Please make sure that the component is exporting the return value of \`defineComponent()\` (\`import { defineComponent } from 'convex/server'\`).`,
  );
}

type Raw = Record<string, unknown>;
const isRaw = (v: unknown): v is Raw =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function envBindings(env: unknown): [string, EnvBinding][] {
  if (env === null || env === undefined) return [];
  if (!Array.isArray(env)) throw new Error("env: expected an array");
  return (env as [string, EnvBinding][]).map(([k, b]) => [k, b]);
}

/** `export()`'s object as Convex deserializes and serializes it again. */
export function toMetadata(raw: Raw, path: string): DefinitionMetadata {
  try {
    const type = raw.definitionType;
    if (!isRaw(type)) throw new Error("missing field `definitionType`");
    if (!Array.isArray(raw.childComponents))
      throw new Error("missing field `childComponents`");
    const exports = raw.exports;
    if (!isRaw(exports) || exports.type !== "branch")
      throw new Error("Expected branch of exports at the top level");
    const mounts = isRaw(raw.httpMounts) ? raw.httpMounts : {};
    return {
      path,
      definitionType:
        type.type === "app"
          ? { type: "app" }
          : { type: "childComponent", name: String(type.name), args: [] },
      childComponents: (raw.childComponents as Raw[]).map((c) => ({
        type: "SerializedComponentInstantiation",
        name: String(c.name),
        path: String(c.path),
        args: c.args === null || c.args === undefined ? null : [],
        env: envBindings(c.env),
      })),
      httpMounts: Object.fromEntries(
        Object.keys(mounts)
          .sort(byteOrder)
          .map((k) => [k, String(mounts[k])]),
      ),
      httpPrefix: typeof raw.httpPrefix === "string" ? raw.httpPrefix : null,
      exports: exports as DefinitionMetadata["exports"],
      envVars:
        Array.isArray(raw.envVars) && raw.envVars.length > 0
          ? (raw.envVars as [string, unknown][])
          : null,
    };
  } catch (e) {
    throw new PushError(
      "InvalidDefinition",
      `Failed to deserialize ${JSON.stringify(raw)}: ${(e as Error).message}`,
    );
  }
}

/** The module a component's import resolves to (Convex's synthetic module). */
function syntheticModule(def: DefinitionMetadata): string {
  if (def.definitionType.type === "app")
    throw new PushError(
      "NoImportAppDuringDefinitionEvaluation",
      "App should not be imported while evaluating app definition",
    );
  return `export default { export: () => { return ${JSON.stringify(def)} }, componentDefinitionPath: ${JSON.stringify(def.path)}, defaultName: ${JSON.stringify(def.definitionType.name)} }`;
}

async function evaluateOne(
  dir: string,
  path: string,
  module: ModuleConfig,
  evaluated: ReadonlyMap<string, DefinitionMetadata>,
): Promise<DefinitionMetadata> {
  await mkdir(join(dir, "_componentDeps"), { recursive: true });
  await writeFile(join(dir, "package.json"), '{"type":"module"}');
  await writeFile(join(dir, "convex.config.js"), module.source);
  if (module.sourceMap)
    await writeFile(join(dir, "convex.config.js.map"), module.sourceMap);
  for (const [depPath, def] of evaluated) {
    if (depPath === "") continue;
    const name = Buffer.from(depPath).toString("base64url");
    await writeFile(join(dir, "_componentDeps", name), syntheticModule(def));
  }
  let ns: Record<string, unknown>;
  try {
    ns = await importModule(dir, "convex.config.js");
  } catch (e) {
    throw new PushError("InvalidConvexConfig", uncaught(e));
  }
  if (!("default" in ns)) throw invalidExport(path, "missing default export");
  const def = ns.default;
  if ((typeof def !== "object" && typeof def !== "function") || def === null)
    throw invalidExport(path, "the default export is not an object");
  if (Object.keys(ns).length !== 1)
    throw invalidExport(path, "`convex.config.ts` has more than one export");
  const exportFn = (def as Raw).export;
  if (!("export" in def))
    throw invalidExport(
      path,
      "missing `export` property on the default export of `convex.config.ts`",
    );
  if (typeof exportFn !== "function")
    throw invalidExport(
      path,
      "`app.export` (where `app` is the default export of `convex.config.ts`) is not a function",
    );
  let result: unknown;
  try {
    result = (exportFn as () => unknown).call(def);
  } catch (e) {
    throw new PushError("InvalidConvexConfig", uncaught(e));
  }
  if (!isRaw(result))
    throw invalidExport(
      path,
      "`app.export()` (where `app` is the default export of `convex.config.ts`) doesn’t return an object",
    );
  return toMetadata(result, path);
}

/**
 * Every definition reachable from the app's, by definition path ("" is the app's),
 * evaluated under `dir`.
 */
export async function evaluateDefinitions(
  dir: string,
  app: ModuleConfig | null,
  appDependencies: readonly string[],
  components: readonly ComponentDefinitionConfig[],
): Promise<Map<string, DefinitionMetadata>> {
  if (app === null) return new Map([["", defaultRoot()]]);
  const byPath = new Map(components.map((c) => [c.definitionPath, c]));
  const done = new Map<string, DefinitionMetadata>();
  const inProgress = new Set<string>();
  let count = 0;
  const visit = async (path: string): Promise<void> => {
    if (done.has(path)) return;
    if (inProgress.has(path))
      throw new PushError("CyclicImport", "Found cyclic definition dependency");
    inProgress.add(path);
    const config = path === "" ? null : byPath.get(path);
    if (path !== "" && !config)
      throw new PushError(
        "InvalidConfig",
        `Component definition not found: ${path}`,
      );
    for (const dep of config?.dependencies ?? appDependencies) await visit(dep);
    const metadata = await evaluateOne(
      join(dir, `definition-${++count}`),
      path,
      config ? config.definition : app,
      done,
    );
    inProgress.delete(path);
    done.set(path, metadata);
  };
  await visit("");
  return done;
}
