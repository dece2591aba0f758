/**
 * Resolving, validating and invoking registered Convex functions.
 */
import {
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import { log } from "../log";
import { userFrames } from "./stack-frames";
import { splitQualified } from "../storage/namespace";
import {
  checkValue,
  type IdTableResolver,
  LIMITS,
  type ValidatorJson,
} from "../values/validate";
import {
  type LoadedApp,
  parseFunctionPath,
  type RegisteredFunction,
} from "./loader";

export type FunctionKind = "query" | "mutation" | "action";

/**
 * The module prefix of the backend's built-in functions (Convex's system UDFs, which
 * the Convex CLI calls: `_system/cli/tables`, …); see `LoadedApp.system`.
 */
export const SYSTEM_PREFIX = "_system/";

export function isSystemPath(path: string): boolean {
  return path.startsWith(SYSTEM_PREFIX);
}

/**
 * How `v.id(table)` sees an id in code of the component at `component`: the table's
 * name there, or null for an id of another component's table.
 */
export function idTables(
  store: { tableNameOfId: IdTableResolver },
  component: string,
): IdTableResolver {
  return (id) => {
    const name = store.tableNameOfId(id);
    if (name === null) return null;
    const { namespace, table } = splitQualified(name);
    return namespace === component ? table : null;
  };
}

/** An error to report to the caller: `message` as Convex shows it, `data` for ConvexError. */
export class FunctionError extends Error {
  /** The failed call's log lines (set by the runner; `declare`: no own property until set). */
  declare logLines?: string[];

  constructor(
    message: string,
    /** Convex-encoded JSON of ConvexError.data. */
    readonly data?: JSONValue,
    /** The original error's stack, for local logs only. */
    readonly localStack?: string,
    /** The thrown error's `name`; null for errors the backend itself raises. */
    readonly errorName: string | null = null,
    /** The thrown error's frames in user code, as Convex shows them (`./frames`). */
    readonly trace = "",
  ) {
    super(message);
    this.name = "FunctionError";
  }
}

/** `e` with the failed call's log lines, when it is a FunctionError. */
export function attachLogs(e: unknown, logLines: string[]): unknown {
  if (e instanceof FunctionError) e.logLines = logLines;
  return e;
}

export interface ResolvedFunction {
  fn: RegisteredFunction;
  kind: FunctionKind;
  /** The component instance it belongs to ("" = the app). */
  component: string;
  /** Canonical path, e.g. "messages:send". */
  path: string;
  modulePath: string;
  exportName: string;
}

export function kindOf(fn: RegisteredFunction): FunctionKind | null {
  if (fn.isQuery) return "query";
  if (fn.isMutation) return "mutation";
  if (fn.isAction) return "action";
  return null;
}

/**
 * Finds a function by path. Clients may only reach public functions; nested calls
 * (`run*`, the scheduler) may reach internal ones too.
 */
export function resolveFunction(
  app: LoadedApp,
  rawPath: string,
  opts: {
    expected?: FunctionKind;
    fromClient: boolean;
    component?: string;
    /** A call of any kind by path (`/api/function`, `/api/run`): Convex's `any_udf`. */
    anyKind?: boolean;
  },
): ResolvedFunction {
  const [modulePath, exportName] = parseFunctionPath(rawPath);
  const path =
    exportName === "default" ? modulePath : `${modulePath}:${exportName}`;
  const component = opts.component ?? "";
  const code = component === "" ? app : app.components.get(component);
  // Built-in functions are internal: the admin reaches them, in any component.
  const modules = isSystemPath(modulePath) ? code && app.system : code?.modules;
  const fn = modules?.get(modulePath)?.[exportName] as
    RegisteredFunction | undefined;
  const kind = fn ? kindOf(fn) : null;
  const visible = fn && kind && (!opts.fromClient || fn.isPublic);
  if (!fn || !kind || !visible) {
    // Convex's `any_udf` (`/api/run`, `/api/function`) words it its own way; every
    // typed call (and a nested one) says `missing_or_internal_error`'s text.
    throw new FunctionError(
      opts.anyKind || (opts.fromClient && !opts.expected)
        ? `Could not find function for '${path}'. Did you forget to run \`npx convex dev\`?`
        : `Could not find public function for '${path}'.`,
    );
  }
  if (opts.expected && kind !== opts.expected) {
    throw new FunctionError(
      `Trying to execute ${canonicalJobName(path)} as ${UDF_TYPE[opts.expected]}, but it is defined as ${UDF_TYPE[kind]}.`,
    );
  }
  return { fn, kind, component, path, modulePath, exportName };
}

/** How Convex names each kind in messages (its `UdfType`'s `Display`). */
const UDF_TYPE: Record<FunctionKind, string> = {
  query: "Query",
  mutation: "Mutation",
  action: "Action",
};

export function canonicalJobName(path: string): string {
  const [modulePath, exportName] = parseFunctionPath(path);
  return `${modulePath}.js:${exportName}`;
}

const validatorCache = new WeakMap<
  RegisteredFunction,
  { args: ValidatorJson | null; returns: ValidatorJson | null }
>();

/** The parsed `exportArgs()`/`exportReturns()` of a function, computed once per load. */
function exported(
  fn: RegisteredFunction,
  which: "args" | "returns",
): ValidatorJson | null {
  let cached = validatorCache.get(fn);
  if (!cached) {
    const args = fn.exportArgs?.();
    const returns = fn.exportReturns?.();
    cached = {
      args: args ? (JSON.parse(args) as ValidatorJson) : null,
      returns: returns ? (JSON.parse(returns) as ValidatorJson | null) : null,
    };
    validatorCache.set(fn, cached);
  }
  return cached[which];
}

export function validateArgs(
  resolved: ResolvedFunction,
  args: Record<string, Value>,
  resolveTable: IdTableResolver,
): void {
  const size = JSON.stringify(convexToJson(args)).length;
  if (size > LIMITS.maxArgsBytes) {
    throw new FunctionError(
      `Arguments for ${resolved.path} are too large (${size} bytes, limit ${LIMITS.maxArgsBytes}).`,
    );
  }
  const validator = exported(resolved.fn, "args");
  if (!validator) return;
  const err = checkValue(args, validator, resolveTable);
  if (err) {
    throw new FunctionError(`ArgumentValidationError: ${err}`);
  }
}

export function validateReturns(
  resolved: ResolvedFunction,
  value: Value,
  resolveTable: IdTableResolver,
): void {
  const validator = exported(resolved.fn, "returns");
  if (!validator) return;
  const err = checkValue(value, validator, resolveTable);
  if (err) throw new FunctionError(`ReturnsValidationError: ${err}`);
}

/** Invokes the function's registered entry point and decodes its result. */
export async function invoke(
  resolved: ResolvedFunction,
  args: Record<string, Value>,
  requestId: string,
): Promise<Value> {
  const argsJson = JSON.stringify(convexToJson([args]));
  let resultJson: string;
  try {
    switch (resolved.kind) {
      case "query":
        resultJson = await resolved.fn.invokeQuery!(argsJson);
        break;
      case "mutation":
        resultJson = await resolved.fn.invokeMutation!(argsJson);
        break;
      case "action":
        resultJson = await resolved.fn.invokeAction!(requestId, argsJson);
        break;
    }
  } catch (e) {
    throw toFunctionError(e);
  }
  return jsonToConvex(JSON.parse(resultJson) as JSONValue);
}

/** Normalizes a thrown value, keeping ConvexError data (already a JSON string). */
export function toFunctionError(e: unknown): FunctionError {
  if (e instanceof FunctionError) return e;
  if (typeof e !== "object" || e === null) {
    // Convex reports a thrown non-Error as V8 does: "Uncaught <value>", no frames.
    return new FunctionError(String(e), undefined, undefined, "");
  }
  const err = e as {
    message?: unknown;
    name?: unknown;
    stack?: unknown;
    data?: unknown;
  };
  const message =
    typeof err.message === "string" ? err.message : JSON.stringify(e);
  const stack = typeof err.stack === "string" ? err.stack : undefined;
  // Convex reads the error's `name` (a ConvexError subclass's own, if it sets one).
  const name = typeof err.name === "string" ? err.name : "Error";
  const trace = stack ? userFrames(stack) : "";
  if (Symbol.for("ConvexError") in e || "ConvexErrorSymbol" in e) {
    let data: JSONValue = null;
    if (typeof err.data === "string") {
      try {
        data = JSON.parse(err.data) as JSONValue;
      } catch {
        data = err.data;
      }
    } else if (err.data !== undefined) {
      data = convexToJson(err.data as Value);
    }
    return new FunctionError(message, data, stack, name, trace);
  }
  return new FunctionError(message, undefined, stack, name, trace);
}

/** The message a caller sees for an error, as Convex formats it (`format_uncaught_error`). */
export function uncaughtMessage(e: FunctionError): string {
  if (e.errorName === null) return e.message;
  const parts = [e.errorName, e.message].filter((p) => p !== "");
  return parts.length === 0 ? "Uncaught" : `Uncaught ${parts.join(": ")}`;
}

/**
 * An error as Convex writes it out (its `JsError`): the message, then each frame in
 * user code, every line ending in a newline. What callers see after "Server Error",
 * and what a nested `run*` call's caller catches.
 */
export function errorText(e: FunctionError): string {
  return `${uncaughtMessage(e)}\n${e.trace}`;
}

/**
 * What the local log shows of an error: the error as Convex shows it when user code
 * threw it (bundle positions mapped), else the original stack.
 */
export function localReport(e: FunctionError): string {
  return e.trace ? errorText(e) : (e.localStack ?? e.message);
}

/** A fresh id that ties an error a caller sees to its line in the local log. */
export function newRequestId(): string {
  return Math.random().toString(16).slice(2, 18).padEnd(16, "0");
}

/**
 * A failed query, mutation or action as its caller sees it, the way Convex reports
 * it: "Server Error" under a request id, and a ConvexError's data. The stack of an
 * unexpected error goes only to the local log, under the same id.
 */
export function functionFailure(
  e: unknown,
  path: string,
): { errorMessage: string; errorData?: JSONValue } {
  const err = toFunctionError(e);
  const id = newRequestId();
  if (err.localStack && err.errorName !== null && err.data === undefined)
    log.error(`[Request ID: ${id}] ${path} failed:\n${localReport(err)}`);
  return {
    errorMessage: `[Request ID: ${id}] Server Error\n${errorText(err)}`,
    ...(err.data !== undefined ? { errorData: err.data } : {}),
  };
}
