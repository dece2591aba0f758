/**
 * The component tree start_push answers with (`app`), built as Convex's
 * `TypecheckContext::instantiate_root` builds it (`crates/model/src/components/
 * type_checking.rs`): each instantiation of a definition at its component path, its
 * children by name, its HTTP routes and mounts, and its exports: every public function
 * by file path (`file_based_routing.rs` `file_based_exports`), resolved to
 * `{ component, udfPath }`.
 */
import { type DefinitionMetadata, type ExportNode } from "./pushed-definitions";
import { type Analysis } from "./modules";
import { PushError } from "./push-error";
import { byteOrder } from "./validators";

type Node = { branch: Map<string, Node> } | { leaf: string };

/** A definition's public functions as an export tree (Convex's `file_based_exports`). */
export function fileBasedExports(functions: Analysis): [string, ExportNode][] {
  const root = new Map<string, Node>();
  for (const [modulePath, module] of Object.entries(functions)) {
    const identifiers = modulePath.replace(/\.js$/, "").split("/");
    for (const fn of module.functions) {
      if (fn.visibility?.kind !== "public") continue;
      const conflict = new PushError(
        "InvalidExport",
        `Path "${modulePath}":${fn.name} conflicts with existing export`,
      );
      let current = root;
      for (const id of identifiers) {
        let node = current.get(id);
        if (!node) current.set(id, (node = { branch: new Map() }));
        if ("leaf" in node) throw conflict;
        current = node.branch;
      }
      if (current.has(fn.name)) throw conflict;
      current.set(fn.name, {
        leaf: `_reference/function/${modulePath}:${fn.name}`,
      });
    }
  }
  const serialize = (branch: Map<string, Node>): [string, ExportNode][] =>
    [...branch.keys()].sort(byteOrder).map((name) => {
      const node = branch.get(name)!;
      return [
        name,
        "leaf" in node
          ? { type: "leaf", leaf: node.leaf }
          : { type: "branch", branch: serialize(node.branch) },
      ];
    });
  return serialize(root);
}

type ResourceTree =
  | { type: "branch"; children: Record<string, ResourceTree> }
  | {
      type: "leaf";
      resource: {
        type: "function";
        path: { component: string; udfPath: string };
      };
    };

type EnvBinding =
  DefinitionMetadata["childComponents"][number]["env"][number][1];

/** Convex's `SerializedCheckedComponent`, field for field. */
export interface CheckedComponent {
  definitionPath: string;
  componentPath: string;
  httpPrefix: string | null;
  args: Record<string, never>;
  env: Record<string, EnvBinding>;
  childComponents: Record<string, CheckedComponent>;
  httpRoutes: {
    httpModuleRoutes: { path: string; method: string }[] | null;
    mounts: string[];
  };
  exports: Record<string, ResourceTree>;
}

export interface EvaluatedDefinition {
  definition: DefinitionMetadata;
  functions: Analysis;
}

function resolveExports(
  exports: [string, ExportNode][],
  componentPath: string,
): Record<string, ResourceTree> {
  const out: Record<string, ResourceTree> = {};
  for (const [name, node] of exports) {
    out[name] =
      node.type === "branch"
        ? {
            type: "branch",
            children: resolveExports(node.branch, componentPath),
          }
        : {
            type: "leaf",
            resource: {
              type: "function",
              path: {
                component: componentPath,
                udfPath: node.leaf.slice("_reference/function/".length),
              },
            },
          };
  }
  return out;
}

const hasRoutes = (c: CheckedComponent) =>
  (c.httpRoutes.httpModuleRoutes?.length ?? 0) > 0 ||
  c.httpRoutes.mounts.length > 0;

function typecheckError(message: string): PushError {
  return new PushError("TypecheckError", message);
}

/** One instantiation of a definition and, recursively, its children. */
export function instantiate(
  definitions: ReadonlyMap<string, EvaluatedDefinition>,
  definitionPath: string,
  componentPath: string,
  env: Record<string, EnvBinding>,
  httpPrefix: string | null,
): CheckedComponent {
  const evaluated = definitions.get(definitionPath);
  if (!evaluated)
    throw typecheckError(`Component definition not found: "${definitionPath}"`);
  const { definition, functions } = evaluated;
  const mountOf = new Map<string, string>();
  for (const [mount, reference] of Object.entries(definition.httpMounts))
    mountOf.set(reference.replace(/^_reference\/childComponent\//, ""), mount);
  const childComponents: Record<string, CheckedComponent> = {};
  for (const child of definition.childComponents) {
    if (Object.hasOwn(childComponents, child.name))
      throw typecheckError(
        `Component "${definitionPath}" has multiple child components with the same name: "${child.name}"`,
      );
    const childEnv: Record<string, EnvBinding> = {};
    for (const [name, binding] of child.env) {
      // Below the root, a binding to the parent's variable is the parent's binding.
      const resolved =
        binding.type === "envVar" && componentPath !== ""
          ? env[binding.name]
          : binding;
      if (resolved) childEnv[name] = resolved;
    }
    const mount = mountOf.get(child.name);
    const childPrefix =
      mount === undefined
        ? null
        : componentPath !== "" && httpPrefix !== null
          ? `${httpPrefix.replace(/\/+$/, "")}${mount}`
          : mount;
    childComponents[child.name] = instantiate(
      definitions,
      child.path,
      componentPath === "" ? child.name : `${componentPath}/${child.name}`,
      childEnv,
      childPrefix,
    );
  }
  for (const [mount, reference] of Object.entries(definition.httpMounts)) {
    const name = reference.replace(/^_reference\/childComponent\//, "");
    const child = childComponents[name];
    if (!child)
      throw typecheckError(
        `HTTP mount "${mount}" is invalid: Child component "${name}" not found.`,
      );
    if (!hasRoutes(child))
      throw typecheckError(
        `HTTP mount "${mount}" is invalid: Child component "${name}" doesn't have any HTTP routes.`,
      );
  }
  return {
    definitionPath,
    componentPath,
    httpPrefix,
    args: {},
    env,
    childComponents,
    httpRoutes: {
      httpModuleRoutes:
        functions["http.js"]?.httpRoutes?.map((r) => r.route) ?? null,
      mounts: Object.keys(definition.httpMounts).sort(byteOrder),
    },
    exports: resolveExports(fileBasedExports(functions), componentPath),
  };
}
