/**
 * The pool of function workers (see `function-worker-main.ts`): it starts them, keeps
 * each one's copy of the write log and catalog current, and hands queries and mutations
 * to idle workers in deadline order (`deadline-queue.ts`): what someone waits on before
 * updates. Mutations go first, one at a time, each starting once the one before has
 * committed: side by side, as Convex runs them, they conflict on the app's counters
 * often enough to exhaust Convex's retries in a burst (8 clients creating projects at
 * once). So a CPU-heavy mutation delays the other mutations, but no query and not the
 * protocol. One task per worker at a time: a worker busy with a slow query leaves the
 * others to everyone else. A task past the time limit fails and its worker is
 * replaced, so runaway code stops for real.
 *
 * Size and mode: `function-pool-plan.ts` (`LOCAL_BACKEND_FUNCTION_WORKERS`; 0 runs
 * queries and mutations on the backend's own thread). Set it to 2 or more: one slow
 * call then leaves the others to the other workers.
 *
 * Below 4 cores, by default, the pool only offloads (`mode` "offload"): queries run on
 * the backend's thread, which is faster there than any message passing, except a
 * function whose last two runs each took `OFFLOAD_MS` or more (`offloadMs`, the
 * backend's option, sets another threshold). That one runs in the pool's one worker,
 * started when first needed, so that a heavy query does not stop everyone else's
 * (while at most `OFFLOAD_QUEUE` wait for the worker; past that it runs here). An idle
 * worker is not sent every commit: a task brings the write log it needs, and the
 * commits that land while it runs follow it.
 */
import { join } from "node:path";
import { MessageChannel, SHARE_ENV, Worker } from "node:worker_threads";
import { bundleWorker } from "./bundle-worker";
import { type AppliedCommit, type Committer } from "../../database/committer";
import { type Store } from "../../storage/store";
import { log } from "../../log";
import { type LoadedApp } from "../loader";
import { timeoutError, udfTimeoutMs } from "../watchdog";
import {
  deadline,
  DeadlineQueue,
  FunctionCosts,
  type TaskClass,
} from "./deadline-queue";
import {
  receivedReadSet,
  type ToFunctionWorker,
  type FunctionDone,
  type FunctionTask,
  type FunctionWorkerData,
  type WorkerComponent,
} from "./function-worker-protocol";
import {
  FunctionWorker,
  type PoolEntry as Entry,
  WORKER_ENTRY,
  workerModules,
} from "./function-worker";
import {
  OFFLOAD_MS,
  OFFLOAD_QUEUE,
  type PoolMode,
  type PoolPlan,
} from "./function-pool-plan";

/** What the pool follows: commits as they apply, and the catalog. */
export type PoolCommitter = Pick<
  Committer,
  "onApplied" | "onForgotten" | "oldestNeeded" | "latestTs" | "log"
>;

export class FunctionPool {
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
  /** "offload" mode: the worker's start, once a heavy query asked for it. */
  private starting: Promise<void> | null = null;

  private constructor(
    private readonly script: string,
    private readonly data: Omit<FunctionWorkerData, "port">,
    private readonly committer: PoolCommitter,
    private readonly store: Store,
    size: number,
    readonly mode: PoolMode,
    private readonly offloadMs: number,
  ) {
    committer.onApplied((c) => this.broadcastCommit(c));
    committer.onForgotten((after) => this.broadcast({ type: "forget", after }));
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  /**
   * The pool `plan` asks for (null: none; see `function-pool-plan.ts`). In "all" mode
   * its workers are bundled into `tmpDir` and started now; in "offload" mode, no worker
   * until a heavy query needs one: one whose last two runs each took `offloadMs` or
   * more.
   */
  static async of(
    plan: PoolPlan,
    tmpDir: string,
    data: Omit<FunctionWorkerData, "port">,
    committer: PoolCommitter,
    store: Store,
    offloadMs = OFFLOAD_MS,
  ): Promise<FunctionPool | null> {
    if (plan === null) return null;
    const script = join(tmpDir, "function-worker.mjs");
    const size = plan.mode === "all" ? plan.size : 0;
    // Workers started now ("all" mode) need their bundle first.
    if (plan.mode === "all") await bundleWorker(WORKER_ENTRY, script);
    const pool = new FunctionPool(
      script,
      data,
      committer,
      store,
      size,
      plan.mode,
      offloadMs,
    );
    await Promise.all(pool.workers.map((w) => w.ready));
    return pool;
  }

  /**
   * Whether a call of `path` (a `kind`) should run in a worker. In "offload" mode, a
   * heavy query, once the worker is ready and while it is not too far behind.
   */
  takes(path: string, kind: "query" | "mutation"): boolean {
    if (this.mode === "all") return true;
    if (kind !== "query" || !this.heavy(path) || this.ready === 0) return false;
    return this.queue.size < OFFLOAD_QUEUE;
  }

  /** Whether `path`'s last two runs both took `offloadMs` or more. */
  private heavy(path: string): boolean {
    return this.costs.floor(path) >= this.offloadMs;
  }

  /** Workers started and ready (in "offload" mode, 0 until a heavy query needs one). */
  get ready(): number {
    return this.workers.filter((w) => w.started).length;
  }

  /**
   * How long a query took on the backend's thread ("offload" mode weighs it); the
   * first query found heavy starts the worker.
   */
  noteHere(path: string, ms: number): void {
    if (this.mode !== "offload") return;
    this.costs.note(path, ms);
    if (this.heavy(path) && this.ready === 0)
      this.starting ??= this.startWorker();
  }

  private async startWorker(): Promise<void> {
    try {
      await bundleWorker(WORKER_ENTRY, this.script);
      if (this.stopping) return;
      const w = this.spawn();
      this.workers.push(w);
      await w.ready;
    } catch (e) {
      // Heavy queries keep running on the backend's thread.
      log.error("the function worker for heavy queries did not start:", e);
    }
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
  run(task: FunctionTask, cls: TaskClass = "call"): Promise<FunctionDone> {
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
    await this.starting;
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
      workerData: { ...this.data, port: port2 } satisfies FunctionWorkerData,
      transferList: [port2],
    });
    worker.unref();
    port1.unref();
    const w = new FunctionWorker(worker, port1, (w, done) =>
      this.finished(w, done),
    );
    worker.on("exit", (code) => this.exited(w, code));
    this.sendLog(w);
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

  /** The write log a worker needs from now on: the commits a snapshot in use may need. */
  private sendLog(w: FunctionWorker): void {
    const horizon = this.committer.oldestNeeded();
    const commits = [
      ...this.committer.log.between(horizon, this.committer.latestTs),
    ].map((c) => ({ ts: c.ts, writes: c.writes }));
    w.send({ type: "init", horizon, commits });
  }

  private broadcast(message: ToFunctionWorker): void {
    for (const w of this.workers) w.send(message);
  }

  /** Sends the catalog if it changed since it was last sent (before what depends on it). */
  private syncCatalog(): void {
    const { version, currentSchema } = this.store.catalog;
    if (version === this.catalogVersion) return;
    this.catalogVersion = version;
    this.broadcast({ type: "catalog", version, schema: currentSchema });
  }

  /** Each commit as it applies, to every worker ("offload" mode: to those running a task). */
  private broadcastCommit(c: AppliedCommit): void {
    this.syncCatalog();
    const message: ToFunctionWorker = {
      type: "commit",
      ts: c.ts,
      writes: c.writes,
      keepAfter: this.committer.oldestNeeded(),
    };
    for (const w of this.workers)
      if (this.mode === "all" || w.running) w.send(message);
  }

  private dispatch(): void {
    for (const w of this.workers) {
      if (w.running) continue;
      const entry = this.next();
      if (!entry) return;
      this.syncCatalog();
      w.running = entry;
      // An idle worker in "offload" mode was sent no commits: the log comes with the task.
      if (this.mode === "offload") this.sendLog(w);
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

  private finished(w: FunctionWorker, done: FunctionDone): void {
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
