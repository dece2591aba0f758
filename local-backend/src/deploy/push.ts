/**
 * start_push's work, as Convex's `Application::start_push` does it
 * (`crates/application/src/deploy_config.rs`): analyse the app's modules and every
 * component definition's (functions, schema), read the app's auth config, evaluate the
 * definitions, build the checked component tree, and answer with all of it. The
 * pushed code is evaluated in a temporary directory that is removed afterwards;
 * nothing is deployed (on Convex code only goes live at finish_push, and here the
 * backend runs `convex/` from disk).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  instantiate,
  fileBasedExports,
  type CheckedComponent,
} from "./checked";
import {
  evaluateDefinitions,
  type DefinitionMetadata,
} from "./pushed-definitions";
import {
  analyzeModules,
  AUTH_CONFIG,
  importModule,
  writeModules,
  type Analysis,
} from "./modules";
import { PushError, uncaught } from "./push-error";
import { type ModuleConfig, type StartPushRequest } from "./schemas";
import { analyzedSchema, byteOrder, type Json } from "./validators";

interface EvaluatedComponent {
  definition: DefinitionMetadata;
  schema: Json | null;
  functions: Analysis;
  udfConfig: Json;
}

export interface StartPushResponse {
  environmentVariables: Record<string, string>;
  externalDepsId: null;
  componentDefinitionPackages: Record<string, Json>;
  appAuth: Json[];
  analysis: Record<string, EvaluatedComponent>;
  app: CheckedComponent;
  schemaChange: {
    allocatedComponentIds: Record<string, string>;
    schemaIds: Record<string, string | null>;
    indexDiffs: Record<string, Json>;
  };
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** Convex's `UdfConfig` in its JSON form: the version, import-time seed and clock. */
function udfConfig(serverVersion: string, seed: Buffer, nanos: bigint): Json {
  if (!SEMVER.test(serverVersion))
    throw new PushError(
      "InvalidConfig",
      `The function version "${serverVersion}" is invalid`,
    );
  const ts = Buffer.alloc(8);
  ts.writeBigInt64LE(nanos);
  return {
    serverVersion,
    importPhaseRngSeed: { $bytes: seed.toString("base64") },
    importPhaseUnixTimestamp: { $integer: ts.toString("base64") },
  };
}

async function evaluateSchema(dir: string, schema: ModuleConfig | null) {
  if (!schema) return null;
  try {
    const exported = (await importModule(dir, schema.path)).default as
      { export?: () => string } | undefined;
    if (typeof exported?.export !== "function")
      throw new Error(
        "schema.ts must default-export defineSchema(...) from convex/server.",
      );
    return analyzedSchema(exported.export());
  } catch (e) {
    throw new PushError("InvalidSchema", uncaught(e));
  }
}

type Provider = Record<string, unknown>;

/** The app's auth providers as Convex's `SerializedAuthInfo` lists them. */
async function appAuth(dir: string, modules: readonly ModuleConfig[]) {
  if (!modules.some((m) => m.path === AUTH_CONFIG)) return [];
  let providers: unknown;
  try {
    const config = (await importModule(dir, AUTH_CONFIG)).default as
      { providers?: unknown } | undefined;
    providers = config?.providers ?? [];
  } catch (e) {
    throw new PushError("AuthConfigError", uncaught(e));
  }
  if (!Array.isArray(providers))
    throw new PushError(
      "AuthConfigError",
      "auth.config.ts: `providers` must be an array.",
    );
  return (providers as Provider[]).map((p): Json => {
    const text = (key: string) => {
      if (typeof p[key] !== "string")
        throw new PushError(
          "AuthConfigError",
          `auth.config.ts: a provider's \`${key}\` must be a string.`,
        );
      return p[key];
    };
    if (p.type === "customJwt")
      return {
        type: "customJwt",
        applicationID:
          p.applicationID === undefined ? null : text("applicationID"),
        issuer: text("issuer"),
        jwks: text("jwks"),
        algorithm: text("algorithm"),
      };
    return { applicationID: text("applicationID"), domain: text("domain") };
  });
}

/** What Convex records of an uploaded package; nothing is stored here. */
function sourcePackage(modules: readonly (ModuleConfig | null)[]): Json {
  const hash = createHash("sha256");
  let size = 0;
  for (const m of modules) {
    if (!m) continue;
    hash.update(m.path).update(m.source);
    size += m.source.length;
  }
  return {
    storageKey: "",
    sha256: { $bytes: hash.digest("base64") },
    externalPackageId: null,
    packageSize: { zippedSizeBytes: size, unzippedSizeBytes: size },
    nodeVersion: null,
  };
}

async function evaluate(
  dir: string,
  request: StartPushRequest,
  vars: Record<string, string>,
): Promise<StartPushResponse> {
  const app = request.appDefinition;
  if (app.unchangedModuleHashes.length > 0)
    throw new PushError(
      "InvalidConfig",
      "The local backend keeps no pushed modules: push every module (get_config_hashes lists none).",
    );
  const { components, packages, auth } = await analyzeComponents(dir, request);
  const definitions = await evaluateDefinitions(
    join(dir, "definitions"),
    app.definition,
    app.dependencies,
    request.componentDefinitions,
  );
  const evaluated = new Map<string, EvaluatedComponent>();
  for (const path of [...definitions.keys()].sort(byteOrder)) {
    const rest = components.get(path);
    if (!rest)
      throw new PushError(
        "InvalidConfig",
        `Missing analysis for component ${path}`,
      );
    evaluated.set(path, { definition: definitions.get(path)!, ...rest });
  }
  return {
    environmentVariables: vars,
    externalDepsId: null,
    componentDefinitionPackages: packages,
    appAuth: auth,
    analysis: codegenAnalysis(evaluated),
    app: instantiate(evaluated, "", "", {}, definitions.get("")!.httpPrefix),
    // Nothing is staged, so there is no schema to wait for (wait_for_schema answers
    // `complete`) and no index to diff.
    schemaChange: { allocatedComponentIds: {}, schemaIds: {}, indexDiffs: {} },
  };
}

/** Each definition's functions, schema and UDF config, its source package, and the app's auth. */
async function analyzeComponents(dir: string, request: StartPushRequest) {
  const app = request.appDefinition;
  // The import-time seed and clock are the root's for every definition, as on Convex.
  const seed = randomBytes(32);
  const nanos = BigInt(Date.now()) * 1_000_000n;
  const appDir = join(dir, "app");
  await writeModules(appDir, [
    ...app.changedModules,
    ...(app.schema ? [app.schema] : []),
  ]);
  const appFunctions = await analyzeModules(appDir, app.changedModules);
  const auth = await appAuth(appDir, app.changedModules);
  const components = new Map<string, Omit<EvaluatedComponent, "definition">>();
  components.set("", {
    schema: await evaluateSchema(appDir, app.schema),
    functions: appFunctions,
    udfConfig: udfConfig(app.udfServerVersion, seed, nanos),
  });
  const packages: Record<string, Json> = {
    "": sourcePackage([...app.changedModules, app.schema, app.definition]),
  };
  let index = 0;
  for (const def of request.componentDefinitions) {
    const defDir = join(dir, `component-${++index}`);
    await writeModules(defDir, [
      ...def.functions,
      ...(def.schema ? [def.schema] : []),
    ]);
    components.set(def.definitionPath, {
      functions: await analyzeModules(defDir, def.functions),
      schema: await evaluateSchema(defDir, def.schema),
      udfConfig: udfConfig(def.udfServerVersion, seed, nanos),
    });
    packages[def.definitionPath] = sourcePackage([
      ...def.functions,
      def.schema,
      def.definition,
    ]);
  }
  return { components, packages, auth };
}

/**
 * Convex fills in a component's exports for codegen after type checking; the app's
 * stay empty (its `api` is made from its files).
 */
function codegenAnalysis(
  evaluated: Map<string, EvaluatedComponent>,
): Record<string, EvaluatedComponent> {
  const analysis: Record<string, EvaluatedComponent> = {};
  for (const [path, component] of evaluated) {
    analysis[path] =
      path === ""
        ? component
        : {
            ...component,
            definition: {
              ...component.definition,
              exports: {
                type: "branch",
                branch: fileBasedExports(component.functions),
              },
            },
          };
  }
  return analysis;
}

/** Evaluates a push in a temporary directory, removed afterwards whatever happens. */
export async function startPush(
  request: StartPushRequest,
  vars: Record<string, string>,
): Promise<StartPushResponse> {
  const dir = await mkdtemp(join(tmpdir(), "local-backend-push-"));
  try {
    return await evaluate(dir, request, vars);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
