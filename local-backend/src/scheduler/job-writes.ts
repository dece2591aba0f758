/**
 * What `ctx.scheduler.runAfter`/`runAt`/`cancel` write, in the calling mutation's
 * transaction. Apart from the timer (`scheduler.ts`) so that a function worker, which
 * has the transaction but not the timer, schedules exactly as the backend's thread does.
 */
import { type Value } from "convex/values";
import { type Transaction } from "../database/transaction";
import { type FunctionTarget } from "../isolate/components/addresses";
import { type JobScheduler } from "../isolate/execution";
import { canonicalJobName, resolveFunction } from "../isolate/functions";
import { type LoadedApp } from "../isolate/loader";
import { jobState } from "./job-state";

export const JOBS = "_scheduled_functions";

export class JobWrites implements JobScheduler {
  constructor(private readonly getApp: () => LoadedApp) {}

  schedule(
    tx: Transaction,
    target: FunctionTarget,
    tsSeconds: number,
    args: Record<string, Value>,
  ): string {
    const resolved = resolveFunction(this.getApp(), target.path, {
      fromClient: false,
      component: target.component,
    });
    if (resolved.kind === "query") {
      throw new Error(
        `Cannot schedule ${resolved.path}: only mutations and actions can be scheduled.`,
      );
    }
    if (++tx.scheduled > tx.limits.functionsScheduled) {
      throw new Error(
        `Too many functions scheduled by this mutation (limit: ${tx.limits.functionsScheduled}).`,
      );
    }
    const job = {
      name: canonicalJobName(resolved.path),
      args: [args],
      scheduledTime: tsSeconds * 1000,
      state: { kind: "pending" },
    };
    return tx.inNamespace(resolved.component, () =>
      tx.insert(JOBS, job, { system: true }),
    );
  }

  cancel(tx: Transaction, id: string): void {
    const job = tx.get(id, { table: JOBS, system: true });
    if (!job) throw new Error(`Scheduled function ${id} not found.`);
    const kind = jobState(job).kind;
    if (kind === "pending" || kind === "inProgress") {
      tx.patch(
        id,
        { state: { kind: "canceled" }, completedTime: Date.now() },
        { table: JOBS, system: true },
      );
    }
  }
}
