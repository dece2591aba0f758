/**
 * What the runner reports of each function execution once it ends (the deployment's
 * function log, `npx convex logs`): its kind, path, component, timing, log lines and
 * error as its caller sees it. As on Convex, the backend's own `_system/*` functions
 * are not reported.
 */
import {
  errorText,
  isSystemPath,
  type ResolvedFunction,
  toFunctionError,
} from "./functions";

export interface CompletedExecution {
  kind: "query" | "mutation" | "action" | "http";
  /** Canonical path (`messages:list`), or `<METHOD> <path>` of an HTTP action. */
  path: string;
  /** The component instance ("" = the app). */
  component: string;
  /** When it started (ms since the epoch) and how long it ran (ms). */
  startedMs: number;
  durationMs: number;
  logLines: readonly string[];
  /** The error as its caller sees it (`Uncaught Error: …` and frames); null on success. */
  error: string | null;
}

export type ExecutionObserver = (execution: CompletedExecution) => void;

type Meta = Pick<CompletedExecution, "kind" | "path" | "component">;

/** Reports one execution; an observer's failure never reaches the caller. */
export function report(
  observer: ExecutionObserver | undefined,
  meta: Meta,
  startedMs: number,
  logLines: readonly string[],
  error: unknown,
): void {
  if (!observer || isSystemPath(meta.path)) return;
  try {
    observer({
      ...meta,
      startedMs,
      durationMs: Date.now() - startedMs,
      logLines,
      error:
        error === undefined
          ? null
          : errorText(toFunctionError(error)).trimEnd(),
    });
  } catch {
    // The log is best effort: a call's answer does not depend on it.
  }
}

/** Runs `run` and reports its end, with the log lines its result or error carries. */
export async function observed<T extends { logLines: string[] }>(
  observer: ExecutionObserver | undefined,
  meta: Meta,
  run: () => Promise<T>,
): Promise<T> {
  const startedMs = Date.now();
  try {
    const result = await run();
    report(observer, meta, startedMs, result.logLines, undefined);
    return result;
  } catch (e) {
    const lines = (e as { logLines?: string[] }).logLines ?? [];
    report(observer, meta, startedMs, lines, e);
    throw e;
  }
}

/** How the function log names an execution of `resolved`. */
export function meta(
  kind: "query" | "mutation" | "action",
  resolved: ResolvedFunction,
): { kind: typeof kind; path: string; component: string } {
  return { kind, path: resolved.path, component: resolved.component };
}
