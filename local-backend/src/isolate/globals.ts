/**
 * The process-wide runtime globals that bundled Convex code talks to.
 *
 * - `globalThis.Convex` (syscall, asyncSyscall, jsSyscall): every call is routed to the
 *   execution that is current in AsyncLocalStorage.
 * - The bundler rewrites `Date`, `Math.random`, `fetch`, `setTimeout`, `setInterval`
 *   and `console` in user code to the `__lb*` globals below, which give queries and
 *   mutations a frozen clock and a seeded PRNG, refuse `fetch` and timers in them, and
 *   collect log lines. Code outside the bundle (this backend, tests) is unaffected.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type JSONValue } from "convex/values";
import { convexConsole } from "./console";

export type ExecutionKind = "query" | "mutation" | "action" | "http";

export interface Execution {
  kind: ExecutionKind;
  /** Frozen clock (ms) for queries and mutations; undefined means the real clock. */
  frozenNow?: number;
  random: () => number;
  logLines: string[];
  closed: boolean;
  /** A component's env (`process.env` in its code); undefined for the app's functions. */
  readonly componentEnv?: Readonly<Record<string, string>>;
  /** `args`: the call's JSON arguments, parsed but not checked (user code sent them). */
  syscall(op: string, args: JSONValue): unknown;
  /** The result, or a promise of it; may throw (the caller sees a rejection). */
  asyncSyscall(op: string, args: JSONValue): unknown;
  /** `args`: whatever user code passed (the Convex library passes an object). */
  jsSyscall(op: string, args: unknown): unknown;
}

export const executions = new AsyncLocalStorage<Execution>();

/**
 * A syscall result that is already JSON text, sent as is: stored documents are spliced
 * into responses instead of being decoded and encoded again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

function resultJson(result: unknown): string {
  return result instanceof JsonText
    ? result.text
    : JSON.stringify(result ?? null);
}

export function current(): Execution | undefined {
  return executions.getStore();
}

function requireExecution(what: string): Execution {
  const ex = current();
  if (!ex) {
    throw new Error(
      `${what} was called outside of a Convex function execution (for example from a dangling promise after the function returned).`,
    );
  }
  if (ex.closed) {
    throw new Error(
      `${what} was called after the Convex function returned. Make sure to await all promises in your function.`,
    );
  }
  return ex;
}

/** A small seeded PRNG (mulberry32) for deterministic Math.random in queries/mutations. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let installed = false;

export function installGlobals(): void {
  if (installed) return;
  installed = true;
  const g = globalThis as Record<string, unknown>;
  g.Convex = syscallEntry();
  installClockAndRandom(g);
  installSideEffects(g);
  g.__lbConsole = convexConsole(current, "default");
  g.__lbNodeConsole = convexConsole(current, "node");
  g.__lbComponentEnv = componentEnv();
}

/**
 * `process.env` in component code: the running instance's env. Component modules read
 * it when their functions run (`env.LOG_LEVEL`), never at import, so one object serves
 * every instance of a shared bundle.
 */
function componentEnv(): Record<string, string | undefined> {
  const env = () => current()?.componentEnv ?? {};
  return new Proxy(
    {},
    {
      get: (_target, key) => (typeof key === "string" ? env()[key] : undefined),
      has: (_target, key) => typeof key === "string" && key in env(),
      ownKeys: () => Object.keys(env()),
      getOwnPropertyDescriptor: (_target, key) =>
        typeof key === "string" && key in env()
          ? {
              value: env()[key],
              enumerable: true,
              configurable: true,
              writable: false,
            }
          : undefined,
    },
  );
}

/** `globalThis.Convex`: each syscall goes to the execution current in AsyncLocalStorage. */
function syscallEntry() {
  return {
    syscall(op: string, argsJson: string): string {
      const ex = requireExecution(`Syscall ${op}`);
      const result = ex.syscall(op, JSON.parse(argsJson) as JSONValue);
      return resultJson(result);
    },
    asyncSyscall(op: string, argsJson: string): Promise<string> {
      let result: unknown;
      try {
        const ex = requireExecution(`Syscall ${op}`);
        result = ex.asyncSyscall(op, JSON.parse(argsJson) as JSONValue);
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
      // One promise per syscall: synchronous results are not awaited again.
      return result instanceof Promise
        ? result.then(resultJson)
        : Promise.resolve(resultJson(result));
    },
    jsSyscall(op: string, args: unknown): unknown {
      return requireExecution(`Syscall ${op}`).jsSyscall(op, args);
    },
  };
}

/** `Date` and `Math.random`: the execution's frozen clock and seeded PRNG, if it has them. */
function installClockAndRandom(g: Record<string, unknown>): void {
  const RealDate = Date;
  class ConvexDate extends RealDate {
    constructor(...args: unknown[]) {
      const now = current()?.frozenNow;
      if (args.length === 0 && now !== undefined) super(now);
      else super(...(args as []));
    }
    static override now(): number {
      return current()?.frozenNow ?? RealDate.now();
    }
    static [Symbol.hasInstance](x: unknown): boolean {
      return x instanceof RealDate;
    }
  }
  g.__lbDate = ConvexDate;
  g.__lbRandom = () => (current()?.random ?? Math.random)();
}

/** `fetch`, `setTimeout` and `setInterval`, refused in queries and mutations. */
function installSideEffects(g: Record<string, unknown>): void {
  const transactional = (what: string) => {
    const kind = current()?.kind;
    if (kind === "query" || kind === "mutation") {
      throw new Error(
        `${what} is not allowed in ${kind}s. Use an action (or the scheduler) for side effects and timers.`,
      );
    }
  };
  g.__lbFetch = (...args: Parameters<typeof fetch>) => {
    transactional("fetch()");
    return fetch(...args);
  };
  type TimerCallback = (...a: unknown[]) => void;
  g.__lbSetTimeout = (
    callback: TimerCallback,
    ms?: number,
    ...rest: unknown[]
  ) => {
    transactional("setTimeout()");
    return setTimeout(callback, ms, ...rest);
  };
  g.__lbSetInterval = (
    callback: TimerCallback,
    ms?: number,
    ...rest: unknown[]
  ) => {
    transactional("setInterval()");
    return setInterval(callback, ms, ...rest);
  };
}
