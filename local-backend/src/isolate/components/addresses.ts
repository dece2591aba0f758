/**
 * Which function a syscall names, relative to the component that calls it: a function
 * path (`name`, in the caller's own component), a reference
 * (`_reference/childComponent/<child>/<module parts>/<export>`, a public function of a
 * child; `_reference/function/<path>`) or a function handle, which reaches any
 * function of any component. As Convex's `ComponentsModel::resolve` and
 * `FunctionHandlesModel` (crates/model/src/components/) resolve them.
 *
 * Handles have Convex's format, `function://<id>#<module>:<export>` (crates/common
 * bootstrap_model/components/handles.rs): the id is what names the function, the
 * fragment is advisory. Convex's ids are documents of its `_function_handles` table;
 * here the id is derived from the component path and function path, so a handle is the
 * same across restarts and reloads and names its function again if it is deleted and
 * re-created, as Convex's tombstones do, without a table.
 */
import { createHash } from "node:crypto";
import { fixedId } from "../../values/ids";
import { FunctionError, kindOf } from "../functions";
import {
  type LoadedApp,
  parseFunctionPath,
  type RegisteredFunction,
} from "../loader";

/** A function as syscalls name it (`getFunctionAddress` in convex/server). */
export interface Address {
  name?: string;
  reference?: string;
  functionHandle?: string;
}

/** A function of a component instance. */
export interface FunctionTarget {
  /** "" for the app. */
  component: string;
  /** "module:export". */
  path: string;
}

const HANDLE_PREFIX = "function://";
/** The table number handle ids carry (Convex's are ids in `_function_handles`). */
const HANDLE_TABLE = 3;

function invalidReference(message: string): FunctionError {
  return new FunctionError(message);
}

/** `module:export` as handles and job names carry it ("messages:send"). */
function canonicalPath(path: string): string {
  const [module, name] = parseFunctionPath(path);
  return `${module}:${name}`;
}

function handleId(target: FunctionTarget): string {
  const digest = createHash("sha256")
    .update(`${target.component}\0${canonicalPath(target.path)}`)
    .digest();
  return fixedId(HANDLE_TABLE, digest.subarray(0, 16));
}

/** The function handle of a function (which must exist). */
export function functionHandle(target: FunctionTarget): string {
  return `${HANDLE_PREFIX}${handleId(target)}#${canonicalPath(target.path)}`;
}

const handleIndexes = new WeakMap<LoadedApp, Map<string, FunctionTarget>>();

/** Every function of the loaded code by handle id (built once per load). */
function handleIndex(app: LoadedApp): Map<string, FunctionTarget> {
  let index = handleIndexes.get(app);
  if (!index) {
    index = new Map();
    for (const [component, code] of app.components) {
      for (const [module, exports] of code.modules) {
        for (const [name, value] of Object.entries(exports)) {
          if (!value || !kindOf(value)) continue;
          const target = { component, path: `${module}:${name}` };
          index.set(handleId(target), target);
        }
      }
    }
    handleIndexes.set(app, index);
  }
  return index;
}

function resolveHandle(app: LoadedApp, handle: string): FunctionTarget {
  if (!handle.startsWith(HANDLE_PREFIX))
    throw new FunctionError(`Invalid function handle ${handle}`);
  const id = handle.slice(HANDLE_PREFIX.length).split("#")[0]!;
  const target = handleIndex(app).get(id);
  if (!target) throw new FunctionError("Function handle not found");
  return target;
}

/** `_reference/childComponent/<child>/<parts>`: a public function the child exports. */
function resolveChildReference(
  app: LoadedApp,
  caller: string,
  parts: string[],
): FunctionTarget {
  const [child, ...attributes] = parts;
  const childPath =
    child === undefined
      ? undefined
      : app.components.get(caller)?.children.get(child);
  if (childPath === undefined)
    throw invalidReference(`Child component "${child ?? ""}" not found`);
  const exportName = attributes.pop();
  const module = attributes.join("/");
  const fn =
    exportName === undefined
      ? undefined
      : (app.components.get(childPath)?.modules.get(module)?.[exportName] as
          RegisteredFunction | undefined);
  if (!fn || !kindOf(fn) || !fn.isPublic)
    throw invalidReference(
      `Child component "${child}" does not export ${JSON.stringify([...attributes, exportName ?? ""])}`,
    );
  return { component: childPath, path: `${module}:${exportName}` };
}

/** The function an address names, for code running in component `caller`. */
export function resolveAddress(
  app: LoadedApp,
  caller: string,
  address: Address,
): FunctionTarget {
  if (address.name !== undefined)
    return { component: caller, path: address.name };
  if (address.functionHandle !== undefined)
    return resolveHandle(app, address.functionHandle);
  const reference = address.reference;
  if (reference === undefined)
    throw new FunctionError(
      "A function address needs a name, a reference or a function handle.",
    );
  const [head, kind, ...rest] = reference.split("/");
  if (head === "_reference" && kind === "childComponent")
    return resolveChildReference(app, caller, rest);
  if (head === "_reference" && kind === "function" && rest.length > 0)
    return { component: caller, path: rest.join("/") };
  if (head === "_reference" && kind === "currentSystemUdfInComponent")
    throw invalidReference(
      "CurrentSystemUdfInComponent must be called from a system UDF",
    );
  throw invalidReference(`Invalid reference: ${reference}`);
}
