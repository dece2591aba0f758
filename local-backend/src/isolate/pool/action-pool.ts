/**
 * The pool of action workers (see `action-worker-main.ts`): it starts them, hands each
 * action to the least busy one, and answers their syscalls with the action's execution on
 * this thread, which owns the database, the scheduler and storage.
 *
 * Size: `LOCAL_BACKEND_ACTION_WORKERS` (default: the machine's cores but one, 1 to 4);
 * 0 runs actions on the backend's own thread.
 */
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { SHARE_ENV, Worker } from "node:worker_threads";
import { type JSONValue } from "convex/values";
import { bundleWorker } from "./bundle-worker";
import { log } from "../../log";
import { type Execution, JsonText } from "../globals";
import {
  fromWire,
  type FromActionWorker,
  type ActionOutcome,
  type SyscallReply,
  toWire,
  type ToActionWorker,
} from "./action-worker-protocol";

export interface ActionCall {
  outDir: string;
  modulePath: string;
  exportName: string;
  requestId: string;
  argsJson: string;
  /** Answers the action's syscalls (an ActionExecution). */
  execution: Execution;
  /** The action's time limit passed: its worker is retired (see `ActionPool.retire`). */
  timedOut?: AbortSignal;
}

interface Running {
  call: ActionCall;
  resolve: (outcome: { outcome: ActionOutcome; logLines: string[] }) => void;
}

/** One core stays with the backend's own thread: hashing must not starve queries. */
export function actionWorkerCount(): number {
  const configured = process.env.LOCAL_BACKEND_ACTION_WORKERS;
  if (configured !== undefined && configured !== "")
    return Math.max(0, Math.floor(Number(configured)) || 0);
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

class ActionWorker {
  readonly running = new Map<number, Running>();
  readonly ready: Promise<void>;
  /** Runs an action past its time limit: gets no more, stops once the others end. */
  retired = false;
  /** What user code threw where nothing caught it (a callback's throw), if it did. */
  uncaught: { message: string } | null = null;

  constructor(
    readonly worker: Worker,
    onExit: (w: ActionWorker, code: number) => void,
  ) {
    this.ready = new Promise((resolve, reject) => {
      worker.once("error", reject);
      worker.on("message", (m: FromActionWorker) => {
        if (m.type === "ready") resolve();
        else void this.handle(m);
      });
    });
    // Node ends a worker thread on an uncaught exception, which it reports here first.
    worker.on("error", (e: unknown) => {
      this.uncaught = {
        message: e instanceof Error ? e.message : String(e),
      };
    });
    worker.on("exit", (code) => onExit(this, code));
  }

  send(message: ToActionWorker): void {
    this.worker.postMessage(message);
  }

  stopIfIdleAndRetired(): void {
    if (this.retired && this.running.size === 0) void this.worker.terminate();
  }

  private async handle(
    m: Exclude<FromActionWorker, { type: "ready" }>,
  ): Promise<void> {
    const running = this.running.get(m.id);
    if (!running) return;
    if (m.type === "done") {
      this.running.delete(m.id);
      running.resolve({ outcome: m.outcome, logLines: m.logLines });
      this.stopIfIdleAndRetired();
      return;
    }
    const reply = await answer(running.call.execution, m);
    // The worker may have stopped meanwhile; nothing is waiting then.
    if (this.running.has(m.id))
      this.send({ type: "reply", id: m.id, call: m.call, reply });
  }
}

/** Runs one syscall for a worker with the action's execution here. */
async function answer(
  execution: Execution,
  m: Extract<FromActionWorker, { type: "syscall" | "jsSyscall" }>,
): Promise<SyscallReply> {
  try {
    if (execution.closed)
      throw new Error(
        `Syscall ${m.op} was called after the Convex function returned. Make sure to await all promises in your function.`,
      );
    if (m.type === "syscall") {
      const args = JSON.parse(m.argsJson) as JSONValue;
      const result: unknown = await execution.asyncSyscall(m.op, args);
      return {
        ok: true,
        json:
          result instanceof JsonText
            ? result.text
            : JSON.stringify(result ?? null),
      };
    }
    const result: unknown = await execution.jsSyscall(m.op, fromWire(m.args));
    return { ok: true, value: await toWire(result) };
  } catch (e) {
    const err = e as { message?: unknown; data?: unknown };
    return {
      ok: false,
      error: {
        message: typeof err.message === "string" ? err.message : String(e),
        ...(err.data !== undefined ? { data: err.data } : {}),
      },
    };
  }
}

export class ActionPool {
  private workers: ActionWorker[] = [];
  /** Retired workers still finishing their other actions. */
  private readonly retired = new Set<ActionWorker>();
  private nextId = 1;
  private stopping = false;

  private constructor(
    private readonly script: string,
    size: number,
  ) {
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  /** Bundles the worker into `tmpDir` and starts `size` workers. */
  static async start(size: number, tmpDir: string): Promise<ActionPool> {
    const script = join(tmpDir, "action-worker.mjs");
    await bundleWorker(
      new URL("./action-worker-main.ts", import.meta.url),
      script,
    );
    const pool = new ActionPool(script, size);
    await Promise.all(pool.workers.map((w) => w.ready));
    return pool;
  }

  private spawn(): ActionWorker {
    const worker = new Worker(this.script, { env: SHARE_ENV });
    worker.unref();
    return new ActionWorker(worker, (w, code) => this.exited(w, code));
  }

  /**
   * A worker stopped (a crash, or `process.exit` in user code): fail its actions,
   * replace it. An exception nothing caught fails them as Convex's Node executor
   * reports one (`uncaughtException: <message>`, no frames), the process it ran in
   * exiting as the worker has.
   */
  private exited(w: ActionWorker, code: number): void {
    this.workers = this.workers.filter((x) => x !== w);
    this.retired.delete(w);
    const error = w.uncaught
      ? { message: w.uncaught.message, name: "uncaughtException" }
      : {
          message: `The action worker stopped unexpectedly (exit code ${code}).`,
          name: "Error",
        };
    for (const running of w.running.values()) {
      running.resolve({
        outcome: {
          ok: false,
          error: { ...error, convexError: false },
        },
        logLines: [],
      });
    }
    w.running.clear();
    // A retired worker was replaced when it was retired.
    if (this.stopping || w.retired) return;
    log.error(`action worker exited with code ${code}; starting another`);
    this.workers.push(this.spawn());
  }

  /** Runs an action in the least busy worker; resolves with its result's JSON. */
  async invoke(call: ActionCall): Promise<string> {
    const worker = this.workers.reduce((a, b) =>
      b.running.size < a.running.size ? b : a,
    );
    await worker.ready;
    const id = this.nextId++;
    const { outcome, logLines } = await new Promise<{
      outcome: ActionOutcome;
      logLines: string[];
    }>((resolve) => {
      worker.running.set(id, { call, resolve });
      call.timedOut?.addEventListener("abort", () => this.retire(worker, id), {
        once: true,
      });
      worker.send({
        type: "run",
        id,
        outDir: call.outDir,
        modulePath: call.modulePath,
        exportName: call.exportName,
        requestId: call.requestId,
        argsJson: call.argsJson,
        ...(call.execution.componentEnv
          ? { componentEnv: { ...call.execution.componentEnv } }
          : {}),
      });
    });
    call.execution.logLines.push(...logLines);
    if (outcome.ok) return outcome.json;
    throw thrown(outcome.error);
  }

  /**
   * An action in `w` ran past its time limit (the caller has its error already). Its
   * code may never yield, so the worker takes no more actions and a new one takes its
   * place; it is terminated, and the code with it, once its other actions have ended
   * (they share its thread: if the runaway blocks it, they time out too).
   */
  private retire(w: ActionWorker, id: number): void {
    const running = w.running.get(id);
    if (!running) return;
    w.running.delete(id);
    running.resolve({
      outcome: {
        ok: false,
        error: {
          message: "The action ran past its time limit.",
          name: "Error",
          convexError: false,
        },
      },
      logLines: [],
    });
    if (!w.retired) {
      w.retired = true;
      this.retired.add(w);
      this.workers = this.workers.filter((x) => x !== w);
      if (!this.stopping) this.workers.push(this.spawn());
    }
    w.stopIfIdleAndRetired();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const all = [...this.workers, ...this.retired];
    await Promise.all(all.map((w) => w.worker.terminate()));
    this.retired.clear();
    this.workers = [];
  }
}

/** The worker's error as the runner's `toFunctionError` reads a thrown value. */
function thrown(error: Extract<ActionOutcome, { ok: false }>["error"]): Error {
  const e = new Error(error.message) as Error & { data?: string };
  e.name = error.name;
  if (error.stack) e.stack = error.stack;
  if (error.convexError) {
    (e as unknown as Record<symbol, boolean>)[Symbol.for("ConvexError")] = true;
    if (error.data !== undefined) e.data = error.data;
  }
  return e;
}
