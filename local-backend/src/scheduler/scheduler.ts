/**
 * The scheduler: `ctx.scheduler.runAfter`/`runAt`/`cancel` write jobs into
 * `_scheduled_functions`, and due jobs run from one timer, armed for the earliest
 * pending job and re-armed after each durable commit that touches the jobs. Mutations
 * run exactly once (the job's state changes in the mutation's own transaction), actions
 * at most once (marked `inProgress` first, in a transaction of their own). On start,
 * actions left `inProgress` by a crash are marked failed.
 */
import { type Value } from "convex/values";
import { type Committer, type DurableCommit } from "../database/committer";
import { type CallOptions } from "../isolate/call";
import { type Calls, type JobScheduler } from "../isolate/execution";
import {
  idTables,
  resolveFunction,
  type ResolvedFunction,
  toFunctionError,
  validateArgs,
} from "../isolate/functions";
import { type LoadedApp } from "../isolate/loader";
import { log } from "../log";
import { type Transaction } from "../database/transaction";
import { type Doc, nextUp, type Store, type TableInfo } from "../storage/store";
import { baseName, splitQualified } from "../storage/namespace";
import { type FunctionTarget } from "../isolate/components/addresses";
import { encodeKey } from "../values/keys";
import {
  dueTime,
  jobState,
  type JobState,
  readJob,
  type ScheduledJob,
} from "./job-state";
import { JOBS, JobWrites } from "./job-writes";

/** What running a job needs from the entry points (the runner). */
export type JobRunner = Pick<Calls, "runUdf" | "runAction">;

function failed(e: unknown): JobState {
  return { kind: "failed", error: toFunctionError(e).message };
}

export class Scheduler implements JobScheduler {
  private timer: NodeJS.Timeout | null = null;
  private runner: JobRunner | null = null;
  private stopped = false;
  private readonly running = new Set<Promise<void>>();
  private readonly inFlight = new Set<string>();
  private readonly writes: JobWrites;

  constructor(
    private readonly committer: Pick<Committer, "write">,
    private readonly store: Store,
    private readonly getApp: () => LoadedApp,
  ) {
    this.writes = new JobWrites(getApp);
  }

  private resolve(path: string, component: string): ResolvedFunction {
    return resolveFunction(this.getApp(), path, {
      fromClient: false,
      component,
    });
  }

  /** Every component's `_scheduled_functions` (each component has its own). */
  private jobTables(): TableInfo[] {
    return [...this.store.tables()].filter((t) => baseName(t.name) === JOBS);
  }

  /** The component whose scheduler a job is in. */
  private componentOf(jobId: string): string {
    const name = this.store.tableNameOfId(jobId);
    return name === null ? "" : splitQualified(name).namespace;
  }

  schedule(
    tx: Transaction,
    target: FunctionTarget,
    tsSeconds: number,
    args: Record<string, Value>,
  ): string {
    return this.writes.schedule(tx, target, tsSeconds, args);
  }

  cancel(tx: Transaction, id: string): void {
    this.writes.cancel(tx, id);
  }

  /** A durable-commit listener: re-arms the timer when the commit touched the jobs. */
  afterCommit(commit: DurableCommit): void {
    const jobs = new Set(this.jobTables().map((t) => t.number));
    if (commit.writes.some((w) => jobs.has(w.tableNumber))) this.arm();
  }

  /** Starts running jobs with `runner`: recovers from a crash, then arms the timer. */
  async start(runner: JobRunner): Promise<void> {
    this.runner = runner;
    await this.recover();
  }

  /** Re-arms the timer for the earliest pending job that is not running. */
  private arm(): void {
    const runner = this.runner;
    if (this.stopped || !runner) return;
    const next = this.pendingJobs(this.inFlight.size + 1).find(
      (j) => !this.inFlight.has(j._id),
    );
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!next) return;
    const delay = Math.min(
      Math.max(0, dueTime(next) - Date.now()),
      2 ** 31 - 1,
    );
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runDueJobs(runner);
    }, delay);
  }

  /**
   * Stored jobs in one state, of every component, oldest scheduled first; with
   * `dueBy`, only those scheduled at or before it (the index is ordered by time, so
   * the jobs scheduled for next week are not read each time one is due).
   */
  private jobsIn(kind: JobState["kind"], limit: number, dueBy?: number): Doc[] {
    const prefix = encodeKey([kind]);
    const end =
      dueBy === undefined
        ? Buffer.concat([prefix, Buffer.from([0xff])])
        : encodeKey([kind, nextUp(dueBy)]);
    const docs: Doc[] = [];
    for (const table of this.jobTables()) {
      const index = table.indexes.get("by_state_time");
      if (!index) continue;
      const rows = this.store.scan(index, prefix, end, "asc", null, limit);
      for (const row of rows) docs.push(row.doc);
    }
    const time = (d: Doc) => d.scheduledTime as number;
    return docs.sort((a, b) => time(a) - time(b)).slice(0, limit);
  }

  private pendingJobs(limit: number, dueBy?: number): Doc[] {
    return this.jobsIn("pending", limit, dueBy);
  }

  /**
   * Starts every due job that is not already running, without waiting for them: actions
   * run concurrently, mutations serialize on the commit lock. Each job's first
   * transaction re-checks that it is still pending, so a job never runs twice.
   */
  private runDueJobs(runner: JobRunner): void {
    if (this.stopped) return;
    const now = Date.now();
    const due = this.pendingJobs(this.inFlight.size + 100, now).filter(
      (j) => dueTime(j) <= now && !this.inFlight.has(j._id),
    );
    for (const job of due) {
      this.inFlight.add(job._id);
      const run = this.runJob(runner, job)
        .catch((e: unknown) => {
          log.error(`scheduled job ${job._id} failed to run:`, e);
        })
        .finally(() => {
          this.inFlight.delete(job._id);
          this.running.delete(run);
          this.arm();
        });
      this.running.add(run);
    }
    this.arm();
  }

  private async runJob(runner: JobRunner, doc: Doc): Promise<void> {
    let job: ScheduledJob;
    let resolved: ResolvedFunction;
    const component = this.componentOf(doc._id);
    try {
      job = readJob(doc);
      resolved = this.resolve(job.name, component);
    } catch (e) {
      await this.finishJob(doc._id, failed(e));
      return;
    }
    const opts: CallOptions = {
      auth: null,
      fromClient: false,
      scheduledJobId: job.id,
      component,
    };
    if (resolved.kind === "mutation")
      await this.runMutationJob(runner, job, resolved, opts);
    else await this.runActionJob(runner, job, opts);
  }

  /** Exactly once: the state changes commit (or roll back) with the mutation's writes. */
  private async runMutationJob(
    runner: JobRunner,
    job: ScheduledJob,
    resolved: ResolvedFunction,
    opts: CallOptions,
  ): Promise<void> {
    try {
      await this.committer.write(async (tx) => {
        // The job's own reads and writes are in its component; its code's syscalls
        // each leave the transaction in it again.
        tx.namespace = resolved.component;
        const current = tx.get(job.id, { system: true });
        if (!current || jobState(current).kind !== "pending") return;
        tx.patch(job.id, { state: { kind: "inProgress" } }, { system: true });
        validateArgs(
          resolved,
          job.args,
          idTables(this.store, resolved.component),
        );
        await runner.runUdf(resolved, job.args, tx, opts, []);
        // A mutation that cancelled its own job keeps it `canceled`: as Convex's
        // `SchedulerModel::complete`, completing a canceled job is a no-op.
        const after = tx.get(job.id, { system: true });
        if (after && jobState(after).kind === "canceled") return;
        tx.patch(
          job.id,
          { state: { kind: "success" }, completedTime: Date.now() },
          { system: true },
        );
      });
    } catch (e) {
      await this.finishJob(job.id, failed(e));
    }
  }

  /** At most once: marked `inProgress` before it starts. */
  private async runActionJob(
    runner: JobRunner,
    job: ScheduledJob,
    opts: CallOptions,
  ): Promise<void> {
    const started = await this.committer.write((tx) => {
      tx.namespace = opts.component ?? "";
      const current = tx.get(job.id, { system: true });
      if (!current || jobState(current).kind !== "pending") return false;
      tx.patch(job.id, { state: { kind: "inProgress" } }, { system: true });
      return true;
    });
    if (!started.result) return;
    try {
      await runner.runAction(job.name, job.args, opts);
      await this.finishJob(job.id, { kind: "success" });
    } catch (e) {
      await this.finishJob(job.id, failed(e));
    }
  }

  private async finishJob(id: string, state: JobState): Promise<void> {
    await this.committer.write((tx) => {
      tx.namespace = this.componentOf(id);
      const current = tx.get(id, { system: true });
      if (!current || jobState(current).kind === "canceled") return;
      tx.patch(id, { state, completedTime: Date.now() }, { system: true });
    });
  }

  /** After a restart: actions left `inProgress` failed; pending jobs are re-armed. */
  private async recover(): Promise<void> {
    for (const doc of this.jobsIn("inProgress", 10_000)) {
      await this.finishJob(doc._id, {
        kind: "failed",
        error:
          "Transient error while executing action: the backend restarted while it was running.",
      });
    }
    this.arm();
  }

  /** Stops arming and waits for the jobs that are running. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
  }
}
