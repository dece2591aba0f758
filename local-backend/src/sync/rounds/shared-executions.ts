/**
 * The executions an update round starts: one per query key and snapshot, shared by
 * every plan that needs it while it runs (a fan-out's thousand connections start one;
 * a query that does not read the identity, one for all of them).
 * An unexpected failure is that query's `QueryFailed`, nobody else's.
 */
import { functionFailure } from "../../isolate/functions";
import { FunctionCosts } from "../../isolate/pool/deadline-queue";
import { executeQuery, failedInstance } from "./execute-query";
import { type SyncHost, type SyncStats } from "../sync-host";
import { type SyncLimits } from "../protocol/limits";
import { type Plan, type PlanItem } from "./connection-plan";
import {
  type QueryInstance,
  type QueryRegistry,
} from "../reactivity/query-registry";
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

  /**
   * The execution of `item` at `ts`. Inputs whose last execution did not read the
   * identity run once for every caller (with the first one's identity); if this time
   * it did read it, each other caller runs its own.
   */
  async run(plan: Plan, item: PlanItem, ts: bigint): Promise<QueryInstance> {
    const shared = this.ctx.registry.likelyKey(item.key);
    if (shared === item.key) return await this.once(plan, item, ts, item.key);
    const instance = await this.once(plan, item, ts, shared);
    return instance.key === shared || instance.key === item.key
      ? instance
      : await this.once(plan, item, ts, item.key);
  }

  private once(
    plan: Plan,
    item: PlanItem,
    ts: bigint,
    runKey: string,
  ): Promise<QueryInstance> {
    const key = `${ts}\0${runKey}`;
    let running = this.running.get(key);
    if (!running) {
      running = this.execute(plan, item, ts).finally(() =>
        this.running.delete(key),
      );
      this.running.set(key, running);
    }
    return running;
  }

  private async execute(
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
      const { committer } = this.ctx.host;
      // A commit waiting for its group commit goes before the next execution.
      await yieldIfBusy(
        this.ctx.limits.turnMs,
        committer.latestTs > committer.durableTs,
      );
      return instance;
    } catch (e) {
      return failedInstance(
        functionFailure(e, item.sub.udfPath).errorMessage,
        ts,
      );
    }
  }
}
