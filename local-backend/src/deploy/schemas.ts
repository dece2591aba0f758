/**
 * The push API's request bodies, as the pinned CLI sends them and Convex reads them
 * (`crates/application/src/deploy_config.rs` `StartPushRequest`, `crates/local_backend/
 * src/deploy_config.rs` `GetConfigRequest`; the CLI's zod schemas in
 * `convex/dist/esm/cli/lib/deployApi/`). Unknown fields are kept and ignored, as serde
 * ignores them. The types derive from these schemas.
 */
import { z } from "zod";

const moduleEnvironment = z.enum(["isolate", "node"]);

export const moduleConfig = z.looseObject({
  path: z.string(),
  source: z.string(),
  sourceMap: z.string().nullish(),
  environment: moduleEnvironment,
});

const moduleHashConfig = z.looseObject({
  path: z.string(),
  environment: moduleEnvironment,
  sha256: z.string(),
});

const appDefinitionConfig = z.looseObject({
  definition: moduleConfig.nullable(),
  dependencies: z.array(z.string()),
  schema: moduleConfig.nullable(),
  changedModules: z.array(moduleConfig),
  unchangedModuleHashes: z.array(moduleHashConfig),
  udfServerVersion: z.string(),
});

const componentDefinitionConfig = z.looseObject({
  definitionPath: z.string(),
  definition: moduleConfig,
  dependencies: z.array(z.string()),
  schema: moduleConfig.nullable(),
  functions: z.array(moduleConfig),
  udfServerVersion: z.string(),
});

export const startPushRequest = z.looseObject({
  adminKey: z.string(),
  dryRun: z.boolean(),
  functions: z.string(),
  appDefinition: appDefinitionConfig,
  componentDefinitions: z.array(componentDefinitionConfig),
  nodeDependencies: z.array(
    z.looseObject({ name: z.string(), version: z.string() }),
  ),
  nodeVersion: z.string().nullish(),
  forCodegen: z.boolean().nullish(),
});

export const getConfigRequest = z.looseObject({ adminKey: z.string() });

/** The other push steps: only their admin key is read here. */
export const adminKeyRequest = z.looseObject({ adminKey: z.string() });

export type ModuleConfig = z.infer<typeof moduleConfig>;
export type ComponentDefinitionConfig = z.infer<
  typeof componentDefinitionConfig
>;
export type StartPushRequest = z.infer<typeof startPushRequest>;
