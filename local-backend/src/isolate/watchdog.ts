/**
 * Time limits of top-level executions. A query or mutation holds the commit lock while
 * it runs, so one that never settles must not block the deployment: it fails after
 * UDF_TIMEOUT_MS (its transaction rolls back, and the execution is closed so late
 * syscalls throw); an action gets Convex's own limit, ACTION_TIMEOUT_MS, and its
 * worker is retired (`ActionPool`). Code that blocks the backend's own event loop
 * cannot be interrupted in-process. One timer serves every
 * execution (armed for the earliest deadline, and keeping the process alive only while
 * something runs), so an execution costs no timer of its own.
 */
import { FunctionError } from "./functions";

const UDF_TIMEOUT_MS = 10_000;
/** Convex's limit on an action's run time. */
const ACTION_TIMEOUT_MS = 600_000;

export class Watchdog {
  private readonly running = new Set<Watched>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;

  /** `onTimeout`: stops what still runs once the call has failed (an action's worker). */
  watch<T>(
    running: Promise<T>,
    path: string,
    kind: "udf" | "action",
    onTimeout?: () => void,
  ): Promise<T> {
    const ms = kind === "udf" ? udfTimeoutMs() : actionTimeoutMs();
    return new Promise<T>((resolve, reject) => {
      const entry = new Watched(Date.now() + ms, path, ms, kind, (e) => {
        reject(e);
        onTimeout?.();
      });
      this.running.add(entry);
      if (entry.deadline < this.timerAt) this.arm(entry.deadline);
      else this.timer?.ref();
      running.then(
        (value) => {
          this.finish(entry);
          resolve(value);
        },
        (e: Error) => {
          this.finish(entry);
          reject(e);
        },
      );
    });
  }

  private finish(entry: Watched): void {
    this.running.delete(entry);
    if (this.running.size === 0) this.timer?.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private arm(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => this.check(), Math.max(0, at - Date.now()));
    if (this.running.size === 0) this.timer.unref();
  }

  private check(): void {
    this.timer = null;
    this.timerAt = Infinity;
    const now = Date.now();
    let next = Infinity;
    for (const entry of this.running) {
      if (entry.deadline <= now) {
        this.running.delete(entry);
        entry.reject(timeoutError(entry.path, entry.kind, entry.ms));
      } else {
        next = Math.min(next, entry.deadline);
      }
    }
    if (next !== Infinity) this.arm(next);
  }
}

/** A top-level execution the watchdog times out. */
class Watched {
  constructor(
    readonly deadline: number,
    readonly path: string,
    readonly ms: number,
    readonly kind: "udf" | "action",
    readonly reject: (e: Error) => void,
  ) {}
}

/** The error a call past its time limit fails with. */
export function timeoutError(
  path: string,
  kind: "udf" | "action",
  ms: number,
): FunctionError {
  return new FunctionError(
    kind === "udf"
      ? `${path} timed out after ${ms} ms (queries and mutations must finish; Convex Cloud allows 1 s).`
      : `${path} timed out after ${ms / 1000} s (Convex limits actions to 10 minutes).`,
  );
}

export function udfTimeoutMs(): number {
  return Number(process.env.LOCAL_BACKEND_UDF_TIMEOUT_MS ?? UDF_TIMEOUT_MS);
}

function actionTimeoutMs(): number {
  return Number(
    process.env.LOCAL_BACKEND_ACTION_TIMEOUT_MS ?? ACTION_TIMEOUT_MS,
  );
}
