/**
 * One plan's turn in an update round (`./update-rounds`): resolving its items to valid
 * executions at the round's snapshot, a shared or still-valid one where it exists,
 * else a new one (`./shared-executions`), within the turn's budget.
 */
import { type SharedExecutions } from "./shared-executions";
import { type SyncHost } from "../sync-host";
import { type SyncLimits } from "../protocol/limits";
import { type Plan, type PlanItem } from "./connection-plan";
import {
  type QueryInstance,
  type QueryRegistry,
} from "../reactivity/query-registry";
import { type Session } from "../session/session";

export class PlanTurns {
  constructor(
    private readonly ctx: {
      readonly host: SyncHost;
      readonly registry: QueryRegistry;
      readonly limits: SyncLimits;
    },
    private readonly executions: SharedExecutions,
    /** The connection needs another round once its Transition is out. */
    private readonly retry: (session: Session) => void,
  ) {}

  /** The first item of the plan's turn that needs running. */
  nextExecution(plan: Plan): PlanItem | undefined {
    for (let i = plan.next; i < plan.items.length; i++) {
      const item = plan.items[i]!;
      if (
        !item.instance &&
        plan.session.isCurrent(item.sub) &&
        !this.known(item)
      )
        return item;
    }
    return undefined;
  }

  /** The item's result without running it: its refusal, or a valid execution. */
  known(item: PlanItem): QueryInstance | undefined {
    return item.sub.refusal ?? this.ctx.registry.lookup(item.key);
  }

  /**
   * Resolves the plan's items to valid executions at `ts` in one turn (at most
   * `queriesPerTurn` executions, none started after `turnMs`, run side by side); true
   * once every item is resolved and still valid.
   */
  async advance(plan: Plan, ts: bigint): Promise<boolean> {
    const { session, items } = plan;
    const { limits } = this.ctx;
    const turnEnds = performance.now() + limits.turnMs;
    let budget = limits.queriesPerTurn;
    plan.turns++;
    for (;;) {
      const running: Promise<void>[] = [];
      const sideBySide = this.ctx.host.runner.inWorkers;
      while (plan.next < items.length) {
        // Closed while its queries ran: dropped by the next round.
        if (session.closed) return false;
        const item = items[plan.next]!;
        // Removed while planned: nothing to show.
        if (!item.instance && session.isCurrent(item.sub)) {
          const known = this.known(item);
          if (known) this.keep(plan, item, known);
          else {
            const turnOver =
              budget === 0 ||
              (budget < limits.queriesPerTurn && performance.now() >= turnEnds);
            if (turnOver) break;
            budget--;
            const run = this.executions
              .run(plan, item, ts)
              .then((instance) => this.keep(plan, item, instance));
            // On the backend's own thread, one at a time, so `turnMs` can end a turn.
            if (sideBySide) running.push(run);
            else await run;
          }
        }
        plan.next++;
      }
      await Promise.all(running);
      if (session.closed || plan.next < items.length) return false;
      // Resolved in earlier rounds and invalidated since: run again.
      let stale = -1;
      for (let i = 0; i < items.length; i++) {
        const instance = items[i]!.instance;
        // Invalidated only by a commit after this round's snapshot: still its result.
        if (!instance || instance.validAt(ts)) continue;
        this.ctx.registry.release(instance, session);
        items[i]!.instance = null;
        if (stale === -1) stale = i;
      }
      if (stale === -1) return true;
      plan.next = stale;
    }
  }

  /** The plan holds `instance` for `item` until its Transition. */
  private keep(plan: Plan, item: PlanItem, instance: QueryInstance): void {
    const { session } = plan;
    if (plan.over || session.closed) return;
    this.ctx.registry.retain(instance, session);
    item.instance = instance;
    // Overtaken by a commit before it had holders: nobody was told, so this
    // connection needs another round once this Transition is out.
    if (!instance.valid) this.retry(session);
  }
}
