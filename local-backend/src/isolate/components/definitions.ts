/**
 * `convex/convex.config.ts` and the component definitions it uses, evaluated as
 * Convex evaluates them: each definition file is bundled on its own, and an import of
 * another component's `convex.config` becomes a stand-in carrying that definition's
 * `componentDefinitionPath` and `defaultName` (the CLI's `componentPlugin` marks such
 * imports external as `./_componentDeps/<base64url(path)>`; Convex's
 * `component_definitions.rs` answers them with the evaluated child's metadata). The
 * result is the tree of component instances, with each one's env bindings.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Message, type Plugin } from "esbuild";

const CONFIG_FILES = ["convex.config.ts", "convex.config.js"];
const STAND_IN = "lb-component-definition";

export class DefinitionError extends Error {}

/** One component definition: the folder its functions, schema and `_generated` are in. */
export interface ComponentDefinition {
  /** Convex's `ComponentDefinitionPath`: the folder, relative to the app's `convex/`. */
  path: string;
  /** The definition's folder on disk. */
  dir: string;
  /** `defineComponent(name)`; the app has none. */
  name: string | null;
}

/** An env binding of a child: a value, or one of the parent's env vars. */
export type EnvBinding =
  { type: "value"; value: string } | { type: "envVar"; name: string };

/** One instance of a definition: the app (path "") or a component used under a name. */
export interface ComponentInstance {
  /** "" for the app, "rateLimiter", "rateLimiter/batchWorker", ... */
  path: string;
  definition: ComponentDefinition;
  /** What the parent bound (`app.use(c, { env })`); empty for the app. */
  env: [string, EnvBinding][];
  children: ComponentInstance[];
  /** Children whose HTTP routes are mounted (`use(c, { httpPrefix })`): prefix → child name. */
  httpMounts: Map<string, string>;
  /** The app's own prefix for its `http.ts` routes (`defineApp({ httpPrefix })`). */
  httpPrefix: string | null;
}

interface ExportedDefinition {
  name?: string;
  httpPrefix?: string;
  /** Prefix → `_reference/childComponent/<name>`. */
  httpMounts?: Record<string, string>;
  childComponents: {
    name: string;
    path: string;
    env: [string, EnvBinding][] | null;
  }[];
}

interface Evaluated {
  definition: ComponentDefinition;
  exported: ExportedDefinition;
}

/** The app's `convex.config.(ts|js)`, if it has one. */
export function appConfigFile(convexDir: string): string | null {
  for (const name of CONFIG_FILES) {
    const file = join(convexDir, name);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Whether `dir` holds a component definition (a `convex.config` file). */
export function isComponentDir(dir: string): boolean {
  return appConfigFile(dir) !== null;
}

/**
 * Evaluates the app's config and every definition it reaches, into the instance tree
 * (null without a `convex.config`). Bundles go under `outDir`.
 */
export async function loadComponentTree(
  convexDir: string,
  outDir: string,
): Promise<ComponentInstance | null> {
  const root = resolve(convexDir);
  const appConfig = appConfigFile(root);
  if (!appConfig) return null;
  const evaluator = new DefinitionEvaluator(root, join(outDir, "_definitions"));
  const app = await evaluator.evaluate(appConfig);
  return instantiate(evaluator, app, "", []);
}

function instantiate(
  evaluator: DefinitionEvaluator,
  evaluated: Evaluated,
  path: string,
  env: [string, EnvBinding][],
): ComponentInstance {
  const seen = new Set<string>();
  const children = evaluated.exported.childComponents.map((child) => {
    if (!/^[a-zA-Z][a-zA-Z0-9_]*$/.test(child.name))
      throw new DefinitionError(
        `Invalid component name "${child.name}": use letters, digits and underscores, starting with a letter.`,
      );
    if (seen.has(child.name))
      throw new DefinitionError(
        `Component "${child.name}" is used twice in ${path === "" ? "the app" : `"${path}"`}; give one a \`name\`.`,
      );
    seen.add(child.name);
    const definition = evaluator.byPath(child.path);
    const childPath = path === "" ? child.name : `${path}/${child.name}`;
    return instantiate(evaluator, definition, childPath, child.env ?? []);
  });
  const httpMounts = new Map<string, string>();
  for (const [prefix, reference] of Object.entries(
    evaluated.exported.httpMounts ?? {},
  )) {
    const [head, kind, name, ...rest] = reference.split("/");
    if (
      head !== "_reference" ||
      kind !== "childComponent" ||
      !name ||
      rest.length
    )
      throw new DefinitionError(`Invalid HTTP mount reference: ${reference}`);
    httpMounts.set(prefix, name);
  }
  const httpPrefix = evaluated.exported.httpPrefix ?? null;
  return {
    path,
    definition: evaluated.definition,
    env,
    children,
    httpMounts,
    httpPrefix,
  };
}

/** Bundles and evaluates definition files, each once, children before parents. */
class DefinitionEvaluator {
  private readonly byFile = new Map<string, Promise<Evaluated>>();
  private readonly byDefinitionPath = new Map<string, Evaluated>();
  private count = 0;

  constructor(
    private readonly root: string,
    private readonly outDir: string,
  ) {}

  byPath(path: string): Evaluated {
    const found = this.byDefinitionPath.get(path);
    if (!found)
      throw new DefinitionError(`Component definition "${path}" not found.`);
    return found;
  }

  /** `ancestors`: the definitions that (transitively) import this one. */
  evaluate(
    file: string,
    ancestors: readonly string[] = [],
  ): Promise<Evaluated> {
    if (ancestors.includes(file))
      return Promise.reject(
        new DefinitionError(
          `Component definitions use each other in a cycle: ${[...ancestors, file].join(" -> ")}`,
        ),
      );
    let pending = this.byFile.get(file);
    if (!pending) {
      pending = this.evaluateFile(file, [...ancestors, file]);
      this.byFile.set(file, pending);
    }
    return pending;
  }

  private async evaluateFile(
    file: string,
    chain: readonly string[],
  ): Promise<Evaluated> {
    const dir = dirname(file);
    const path = relative(this.root, dir).split("\\").join("/");
    const out = join(this.outDir, `${++this.count}.mjs`);
    await mkdir(this.outDir, { recursive: true });
    try {
      await build({
        entryPoints: [file],
        outfile: out,
        bundle: true,
        format: "esm",
        platform: "node",
        target: "node20",
        conditions: ["convex", "module"],
        define: { "process.env.NODE_ENV": '"production"' },
        plugins: [this.standInPlugin(chain)],
        logLevel: "silent",
      });
    } catch (e) {
      const errors = (e as { errors?: Message[] }).errors ?? [];
      throw new DefinitionError(
        `Failed to bundle ${file}:\n${errors.map((m) => m.text).join("\n") || String(e)}`,
      );
    }
    const mod = (await import(pathToFileURL(out).href)) as {
      default?: { export?: () => ExportedDefinition };
    };
    if (typeof mod.default?.export !== "function")
      throw new DefinitionError(
        `${file} must default-export defineApp() or defineComponent(...).`,
      );
    const exported = mod.default.export();
    const evaluated: Evaluated = {
      definition: { path, dir, name: exported.name ?? null },
      exported,
    };
    this.byDefinitionPath.set(path, evaluated);
    return evaluated;
  }

  /** Imports of other definitions' `convex.config` become their evaluated stand-ins. */
  private standInPlugin(chain: readonly string[]): Plugin {
    const entry = chain[chain.length - 1];
    return {
      name: "local-backend-component-definitions",
      setup: (b) => {
        b.onResolve({ filter: /convex\.config/ }, async (args) => {
          if (args.kind === "entry-point" || args.namespace !== "file") return;
          const candidates = [args.path];
          if (args.path.endsWith(".js"))
            candidates.push(`${args.path.slice(0, -3)}.ts`);
          else if (!args.path.endsWith(".ts"))
            candidates.push(`${args.path}.js`, `${args.path}.ts`);
          for (const candidate of candidates) {
            const found = await b.resolve(candidate, {
              kind: args.kind,
              resolveDir: args.resolveDir,
            });
            if (found.errors.length > 0 || !found.path) continue;
            if (found.path === entry || !isComponentDir(dirname(found.path)))
              return;
            return { path: found.path, namespace: STAND_IN };
          }
          return;
        });
        b.onLoad({ filter: /.*/, namespace: STAND_IN }, async (args) => {
          const child = await this.evaluate(args.path, chain);
          const metadata = {
            componentDefinitionPath: child.definition.path,
            defaultName: child.definition.name,
          };
          return {
            contents: `const exported = ${JSON.stringify(child.exported)};\nexport default { ...${JSON.stringify(metadata)}, export: () => exported };`,
            loader: "js",
          };
        });
      },
    };
  }
}

/** Every instance of the tree, parents before children. */
export function instances(root: ComponentInstance): ComponentInstance[] {
  return [root, ...root.children.flatMap(instances)];
}
