/**
 * One function worker thread as the pool sees it (`function-pool.ts`): its message
 * port, the task it runs, its time limit's timer; and which of an app's modules it
 * loads.
 */
import { type MessagePort, type Worker } from "node:worker_threads";
import { type LoadedApp, type RegisteredFunction } from "../loader";
import {
  type FromFunctionWorker,
  type ToFunctionWorker,
  type FunctionDone,
  type FunctionTask,
  type WorkerModules,
} from "./function-worker-protocol";

/** The worker's entry, which the pool bundles and starts. */
export const WORKER_ENTRY = new URL(
  "./function-worker-main.ts",
  import.meta.url,
);

/** A task handed to the pool, and whoever waits for it. */
export interface PoolEntry {
  task: FunctionTask;
  resolve: (done: FunctionDone) => void;
  reject: (e: Error) => void;
}

export class FunctionWorker {
  readonly ready: Promise<void>;
  running: PoolEntry | null = null;
  timer: NodeJS.Timeout | null = null;
  started = false;

  constructor(
    readonly worker: Worker,
    readonly port: MessagePort,
    onDone: (w: FunctionWorker, done: FunctionDone) => void,
  ) {
    this.ready = new Promise((resolve, reject) => {
      worker.once("error", reject);
      port.on("message", (m: FromFunctionWorker) => {
        if (m.type === "ready") {
          this.started = true;
          resolve();
        } else onDone(this, m);
      });
    });
  }

  send(message: ToFunctionWorker): void {
    this.port.postMessage(message);
  }
}

/** Which of a bundle's modules a worker imports, and the actions it only names. */
export function workerModules(
  outDir: string,
  loaded: LoadedApp["modules"],
): WorkerModules {
  const modules: string[] = [];
  const actions: WorkerModules["actions"] = [];
  for (const [modulePath, exports] of loaded) {
    const fns = Object.entries(exports).map(
      ([name, fn]) => [name, fn as RegisteredFunction | null] as const,
    );
    if (fns.some(([, f]) => f?.isQuery === true || f?.isMutation === true)) {
      modules.push(modulePath);
      continue;
    }
    for (const [name, f] of fns)
      if (f?.isAction === true)
        actions.push({ modulePath, name, isPublic: f.isPublic === true });
  }
  return { outDir, modules, actions };
}
