/**
 * The pool of function workers (see `udf-worker.ts`): it starts them, keeps each one's
 * copy of the write log and catalog current, and hands queries to idle workers in
 * deadline order (`deadline-queue.ts`): what someone waits on before updates.
 * Mutations go first, one at a time, each starting once the one before has committed:
 * run side by side, as Convex runs them, they conflicted on the app's counters often
 * enough to run out of Convex's retries in a burst (8 clients creating projects). So
 * a CPU-heavy mutation delays the other mutations, but no query and not the protocol. One
 * task per worker at a time: a worker that is busy with a slow query leaves the others
 * to everyone else. A task past the time limit fails and its worker is replaced, so
 * runaway code stops for real.
 *
 * Size: `LOCAL_BACKEND_FUNCTION_WORKERS` (default: the machine's cores but one, up to
 * 4, and none below 4 cores: see `functionWorkerCount`); 0 runs queries and mutations
 * on the backend's own thread. Set it to 2 or more: one slow call then leaves the
 * others to the other workers.
 */
import { availableParallelism } from "node:os";
import { join } from "node:path";
import {
  MessageChannel,
  type MessagePort,
  SHARE_ENV,
  Worker,
} from "node:worker_threads";
import { bundleWorker } from "./bundle-worker";
import { type AppliedCommit, type Committer } from "../../database/committer";
import { type Store } from "../../storage/store";
import { log } from "../../log";
import { type LoadedApp, type RegisteredFunction } from "../loader";
import { timeoutError, udfTimeoutMs } from "../watchdog";
import {
  deadline,
  DeadlineQueue,
  FunctionCosts,
  type TaskClass,
} from "./deadline-queue";
import {
  type FromUdfWorker,
  receivedReadSet,
  type ToUdfWorker,
  type UdfDone,
  type UdfTask,
  type UdfWorkerData,
  type WorkerComponent,
  type WorkerModules,
} from "./udf-protocol";

/**
 * With fewer than 4 cores, none by default: on 2 cores two workers share them with
 * the backend's thread, and bench:load and bench:sync measured every latency worse
 * (the sign-in storm's and Mutation -> Transition's goals missed, kept without them).
 */
export function functionWorkerCount(): number {
  const configured = process.env.LOCAL_BACKEND_FUNCTION_WORKERS;
  if (configured !== undefined && configured !== "")
    return Math.max(0, Math.floor(Number(configured)) || 0);
  const cores = availableParallelism();
  return cores < 4 ? 0 : Math.min(4, cores - 1);
}

/** What the pool follows: commits as they apply, and the catalog. */
export type PoolCommitter = Pick<
  Committer,
  "onApplied" | "onForgotten" | "oldestNeeded" | "latestTs" | "log"
>;

interface Entry {
  task: UdfTask;
  resolve: (done: UdfDone) => void;
  reject: (e: Error) => void;
}

class FunctionWorker {
  readonly ready: Promise<void>;
  running: Entry | null = null;
  timer: NodeJS.Timeout | null = null;
  started = false;

  constructor(
    readonly worker: Worker,
    readonly port: MessagePort,
    onDone: (w: FunctionWorker, done: UdfDone) => void,
  ) {
    this.ready = new Promise((resolve, reject) => {
      worker.once("error", reject);
      port.on("message", (m: FromUdfWorker) => {
        if (m.type === "ready") {
          this.started = true;
          resolve();
        } else onDone(this, m);
      });
    });
  }

  send(message: ToUdfWorker): void {
    this.port.postMessage(message);
  }
}

/** Which of a bundle's modules a worker imports, and the actions it only names. */
function workerModules(
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

export class UdfPool {
  private workers: FunctionWorker[] = [];
  private readonly queue = new DeadlineQueue<Entry>();
  /** Mutations wait here, in order: one runs at a time (see the header). */
  private readonly mutations: Entry[] = [];
  private mutationRunning = false;
  /** Each function's recent cost, for the queue's deadlines. */
  private readonly costs = new FunctionCosts();
  private nextId = 1;
  private stopping = false;
  private catalogVersion = -1;
  private app: LoadedApp | null = null;

  private constructor(
    private readonly script: string,
    private readonly data: Omit<UdfWorkerData, "port">,
    private readonly committer: PoolCommitter,
    private readonly store: Store,
    size: number,
  ) {
    committer.onApplied((c) => this.broadcastCommit(c));
    committer.onForgotten((after) => this.broadcast({ type: "forget", after }));
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  /** Bundles the worker into `tmpDir` and starts `size` workers. */
  static async start(
    size: number,
    tmpDir: string,
    data: Omit<UdfWorkerData, "port">,
    committer: PoolCommitter,
    store: Store,
  ): Promise<UdfPool> {
    const script = join(tmpDir, "function-worker.mjs");
    await bundleWorker(new URL("./udf-worker.ts", import.meta.url), script);
    const pool = new UdfPool(script, data, committer, store, size);
    await Promise.all(pool.workers.map((w) => w.ready));
    return pool;
  }

  /** New code: workers load its query and mutation modules. */
  setApp(app: LoadedApp): void {
    this.app = app;
    for (const w of this.workers) this.sendApp(w);
  }

  /**
   * Runs a task in the next idle worker, in deadline order (`deadline-queue.ts`);
   * resolves with its outcome (a function error included).
   */
  run(task: UdfTask, cls: TaskClass = "call"): Promise<UdfDone> {
    return new Promise((resolve, reject) => {
      const entry = { task, resolve, reject };
      if (task.kind === "mutation") this.mutations.push(entry);
      else
        this.queue.push(deadline(cls, this.costs.expected(task.path)), entry);
      this.dispatch();
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const stopped = new Error("The backend is stopping.");
    for (const entry of this.queue.drain().concat(this.mutations.splice(0)))
      entry.reject(stopped);
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers = [];
  }

  private spawn(): FunctionWorker {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(this.script, {
      env: SHARE_ENV,
      workerData: { ...this.data, port: port2 } satisfies UdfWorkerData,
      transferList: [port2],
    });
    worker.unref();
    port1.unref();
    const w = new FunctionWorker(worker, port1, (w, done) =>
      this.finished(w, done),
    );
    worker.on("exit", (code) => this.exited(w, code));
    const horizon = this.committer.oldestNeeded();
    const commits = [
      ...this.committer.log.between(horizon, this.committer.latestTs),
    ].map((c) => ({ ts: c.ts, writes: c.writes }));
    w.send({ type: "init", horizon, commits });
    w.send({
      type: "catalog",
      version: this.store.catalog.version,
      schema: this.store.catalog.currentSchema,
    });
    if (this.app) this.sendApp(w);
    return w;
  }

  private sendApp(w: FunctionWorker): void {
    const app = this.app!;
    const components: WorkerComponent[] = [];
    for (const code of app.components.values()) {
      if (code.path === "") continue;
      components.push({
        ...workerModules(code.outDir, code.modules),
        path: code.path,
        env: code.env ?? {},
        children: [...code.children],
        httpPrefix: code.httpPrefix,
      });
    }
    w.send({
      type: "app",
      ...workerModules(app.outDir, app.modules),
      components,
    });
  }

  private broadcast(message: ToUdfWorker): void {
    for (const w of this.workers) w.send(message);
  }

  /** Sends the catalog if it changed since it was last sent (before what depends on it). */
  private syncCatalog(): void {
    const { version, currentSchema } = this.store.catalog;
    if (version === this.catalogVersion) return;
    this.catalogVersion = version;
    this.broadcast({ type: "catalog", version, schema: currentSchema });
  }

  private broadcastCommit(c: AppliedCommit): void {
    this.syncCatalog();
    this.broadcast({
      type: "commit",
      ts: c.ts,
      writes: c.writes,
      keepAfter: this.committer.oldestNeeded(),
    });
  }

  private dispatch(): void {
    for (const w of this.workers) {
      if (w.running) continue;
      const entry = this.next();
      if (!entry) return;
      this.syncCatalog();
      w.running = entry;
      const id = this.nextId++;
      w.send({ type: "run", id, task: entry.task });
      const ms = udfTimeoutMs();
      w.timer = setTimeout(() => this.timedOut(w, entry, ms), ms);
    }
  }

  /** The next task: the next mutation if none is running, before any query. */
  private next(): Entry | undefined {
    if (!this.mutationRunning && this.mutations.length > 0) {
      this.mutationRunning = true;
      return this.mutations.shift();
    }
    return this.queue.shift();
  }

  private finished(w: FunctionWorker, done: UdfDone): void {
    const entry = w.running;
    if (!entry) return;
    this.release(w, true);
    this.costs.note(entry.task.path, done.ms);
    entry.resolve({ ...done, readSet: receivedReadSet(done.readSet) });
    this.dispatch();
  }

  /**
   * Frees `w`. A mutation that succeeded commits in the microtasks after its outcome:
   * the next one starts after that (`later`), at a snapshot that has it.
   */
  private release(w: FunctionWorker, later = false): void {
    if (w.running?.task.kind === "mutation") {
      if (later)
        setImmediate(() => {
          this.mutationRunning = false;
          this.dispatch();
        });
      else this.mutationRunning = false;
    }
    w.running = null;
    if (w.timer) clearTimeout(w.timer);
    w.timer = null;
  }

  /** Past the time limit: the call fails and its worker is replaced (its code may never yield). */
  private timedOut(w: FunctionWorker, entry: Entry, ms: number): void {
    if (w.running !== entry) return;
    this.release(w);
    entry.reject(timeoutError(entry.task.path, "udf", ms));
    this.workers = this.workers.filter((x) => x !== w);
    void w.worker.terminate();
    if (!this.stopping) this.workers.push(this.spawn());
    this.dispatch();
  }

  /** A worker stopped on its own (a crash): its task fails, another takes its place. */
  private exited(w: FunctionWorker, code: number): void {
    if (!this.workers.includes(w)) return;
    this.workers = this.workers.filter((x) => x !== w);
    const entry = w.running;
    this.release(w);
    entry?.reject(
      new Error(
        `The function worker stopped unexpectedly (exit code ${code}).`,
      ),
    );
    // One that never started would fail again: starting the pool reports it.
    if (this.stopping || !w.started) return;
    log.error(`function worker exited with code ${code}; starting another`);
    this.workers.push(this.spawn());
    this.dispatch();
  }
}
