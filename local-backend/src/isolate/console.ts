/**
 * `console` in user code, as Convex's runtimes give it: each call is a log line of the
 * running execution (`[LOG] 'text' 42`: strings quoted, other values inspected), also
 * echoed to the backend's output unless `LOCAL_BACKEND_QUIET=1`; `time`, `timeLog`
 * and `timeEnd` keep the execution's timers and log their durations.
 *
 * The two runtimes word a timer's line differently, and each bundle gets its own:
 * the default runtime's `console/timeLog` op logs `foo: 12ms` as it is
 * (crates/isolate/src/ops/console.rs), the Node executor inspects it like any other
 * argument, `'foo: 12ms'` (npm-packages/node-executor/src/executor.ts). In both,
 * `time` of a running timer warns `Timer 'foo' already exists`, `timeLog`/`timeEnd`
 * of a missing one `Timer 'foo' does not exist`, and the label defaults to "default".
 */
import { format, inspect } from "node:util";
import { printError, printLine } from "../log";

/** What the console needs of the running execution. */
export interface ConsoleTarget {
  kind: string;
  logLines: string[];
}

export type ConsoleRuntime = "default" | "node";

const quoted = (a: unknown) => (typeof a === "string" ? `'${a}'` : inspect(a));

/** Each execution's running timers (label → start, ms). */
const timers = new WeakMap<ConsoleTarget, Map<string, number>>();

function timersOf(ex: ConsoleTarget): Map<string, number> {
  let map = timers.get(ex);
  if (!map) timers.set(ex, (map = new Map<string, number>()));
  return map;
}

export function convexConsole(
  current: () => ConsoleTarget | undefined,
  runtime: ConsoleRuntime,
): Console {
  const quiet = process.env.LOCAL_BACKEND_QUIET === "1";
  // Through the backend's log writers, which drop a closed stdout or stderr.
  const out = quiet ? () => undefined : printLine;
  const err = quiet ? () => undefined : printError;
  const sinks: Record<string, (...a: unknown[]) => void> = {
    WARN: err,
    ERROR: err,
  };
  /** One log line of `level`; `lead` is a runtime-written text before the arguments. */
  const line = (level: string, args: unknown[], lead?: string) => {
    const ex = current();
    // The Node executor inspects every argument (`'a'`, `"it's"`).
    const show = runtime === "node" ? (a: unknown) => inspect(a) : quoted;
    const parts = args.map(show);
    if (lead !== undefined)
      parts.unshift(runtime === "node" ? show(lead) : lead);
    if (ex) ex.logLines.push(`[${level}] ${parts.join(" ")}`);
    const text = lead === undefined ? format(...args) : format(lead, ...args);
    (sinks[level] ?? out)(`[convex ${ex?.kind ?? "module"}] ${text}`);
  };
  // As `label.toString()` in Convex's runtimes.
  const label = (value: unknown): string =>
    value === undefined
      ? "default"
      : value === null
        ? "null"
        : (value as { toString(): string }).toString();
  /** The timer's elapsed ms, or null after warning that it does not exist. */
  const elapsed = (name: string, end: boolean): number | null => {
    const ex = current();
    const started = ex ? timersOf(ex).get(name) : undefined;
    if (!ex || started === undefined) {
      line("WARN", [], `Timer '${name}' does not exist`);
      return null;
    }
    if (end) timersOf(ex).delete(name);
    return Date.now() - started;
  };
  return {
    ...console,
    log: (...args: unknown[]) => line("LOG", args),
    info: (...args: unknown[]) => line("INFO", args),
    debug: (...args: unknown[]) => line("DEBUG", args),
    warn: (...args: unknown[]) => line("WARN", args),
    error: (...args: unknown[]) => line("ERROR", args),
    time: (value?: unknown) => {
      const name = label(value);
      const ex = current();
      if (!ex) return;
      if (timersOf(ex).has(name))
        line("WARN", [], `Timer '${name}' already exists`);
      else timersOf(ex).set(name, Date.now());
    },
    timeLog: (value?: unknown, ...args: unknown[]) => {
      const name = label(value);
      const ms = elapsed(name, false);
      if (ms !== null) line("INFO", args, `${name}: ${ms}ms`);
    },
    timeEnd: (value?: unknown) => {
      const name = label(value);
      const ms = elapsed(name, true);
      if (ms !== null) line("INFO", [], `${name}: ${ms}ms`);
    },
  };
}
