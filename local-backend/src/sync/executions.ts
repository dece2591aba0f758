/**
 * The executions an update round starts: one per query key and snapshot, shared by
 * every plan that needs it while it runs (a fan-out's thousand connections start one).
 * An unexpected failure is that query's `QueryFailed`, nobody else's.
 */
import { functionFailure } from "../isolate/functions";
import { FunctionCosts } from "../isolate/pool/deadline-queue";
import { executeQuery, failedInstance } from "./execute";
import { type SyncHost, type SyncStats } from "./host";
import { type SyncLimits } from "./limits";
import { type Plan, type PlanItem } from "./plan";
import { type QueryInstance, type QueryRegistry } from "./queries";
import { yieldIfBusy } from "./yield";

export class SharedExecutions {
  /** In flight, by snapshot and query key. */
  private readonly running = new Map<string, Promise<QueryInstance>>();
  /** How long each function's executions took lately (plans' expected cost). */
  readonly costs = new FunctionCosts();

  constructor(
    private readonly ctx: {
      readonly host: SyncHost;
      readonly registry: QueryRegistry;
      readonly stats: SyncStats;
      readonly limits: SyncLimits;
    },
    private readonly onInvalidated: (instance: QueryInstance) => void,
  ) {}

  run(plan: Plan, item: PlanItem, ts: bigint): Promise<QueryInstance> {
    const key = `${ts}\0${item.key}`;
    let running = this.running.get(key);
    if (!running) {
      running = this.once(plan, item, ts).finally(() =>
        this.running.delete(key),
      );
      this.running.set(key, running);
    }
    return running;
  }

  private async once(
    plan: Plan,
    item: PlanItem,
    ts: bigint,
  ): Promise<QueryInstance> {
    this.ctx.stats.queryExecutions++;
    const started = performance.now();
    try {
      const instance = await executeQuery(
        this.ctx.host,
        this.ctx.registry,
        item.sub,
        item.key,
        { identity: plan.identity, admin: plan.admin },
        ts,
        this.onInvalidated,
        plan.session.owesTransition,
      );
      this.costs.note(item.sub.udfPath, performance.now() - started);
      await yieldIfBusy(this.ctx.limits.turnMs);
      return instance;
    } catch (e) {
      return failedInstance(
        functionFailure(e, item.sub.udfPath).errorMessage,
        ts,
      );
    }
  }
}
