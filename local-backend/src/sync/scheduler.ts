/**
 * Update rounds, scheduled fairly and with every failure confined.
 *
 * Rounds run one at a time and do not hold commits back. A round reads
 * `ts = committer.latestTs`, plans each dirty connection's work (the versions and
 * identity its next Transition describes, the subscriptions without a valid
 * execution), resolves that work, and builds each connection's Transition as soon as
 * its work is done, written once everything it shows is durable
 * (`./transitions`' `RoundDelivery`), not at the end of the round.
 *
 * Fairness: a connection's plan may outlive a round. A round gives each plan a turn of
 * at most `queriesPerTurn` fresh executions and `turnMs` (shared or still-valid
 * executions cost nothing), all plans at once (their queries run side by side in the
 * function workers), and waits for them at most `roundMs`: a turn that takes longer
 * goes on, and a later round sends its Transition. A plan with work left stays for a
 * later round, which runs after the event loop has taken in other connections' frames
 * and the mutations waiting to commit. The order of turns is `./turn-order`'s: a
 * connection whose mutation waits on its Transition first, then new and cheap plans,
 * and the rest in progress only every other round, so one connection's 2,000-query
 * frame costs everyone else a turn instead of all 2,000 executions, and a burst's
 * hundreds of feeds do not hold up a notification. Executions a plan holds stay
 * registered (retained by its connection), so a commit between two rounds invalidates
 * them as usual and the plan re-runs them before its Transition: every result in a
 * Transition is still valid at its `endVersion.ts`.
 *
 * Confinement: whatever goes wrong is kept to the subscription or connection it
 * belongs to. A query that cannot be executed gets `QueryFailed`; a connection whose
 * plan or Transition cannot be built or written is closed (`InternalServerError`, the
 * client reconnects in about a second); every other connection's Transition goes out
 * as usual. No failure leaves a connection waiting for a Transition that never comes.
 */
import { FifoLock } from "../lock";
import { log } from "../log";
import { TOKEN_EXPIRED } from "./auth";
import { SharedExecutions } from "./executions";
import { type SyncHost, type SyncStats } from "./host";
import { CLOSE, type SyncLimits } from "./limits";
import { type QueryInstance, type QueryRegistry } from "./queries";
import {
  abandonPlan,
  type Plan,
  type PlanItem,
  planFor,
  planTransition,
  replan,
} from "./plan";
import { type Session } from "./session";
import { turnOrder } from "./turn-order";
import { type Payload, RoundDelivery } from "./transitions";

/** What the scheduler needs from the server. */
export interface RoundHost {
  readonly host: SyncHost;
  readonly registry: QueryRegistry;
  readonly stats: SyncStats;
  readonly limits: SyncLimits;
  closeSession(session: Session, code: number, reason: string): void;
  /** `AuthError` then close (an expired token). */
  authError(
    session: Session,
    error: string,
    authUpdateAttempted: boolean,
  ): void;
}

export class RoundScheduler {
  private readonly dirty = new Set<Session>();
  /** Plans in progress (`./turn-order` orders their turns). */
  private active: Plan[] = [];
  /** The last round served only new plans: the next one serves those in progress. */
  private skippedInProgress = false;
  private scheduled = false;
  /** Ends the running round's turns early (a mutation waits on its Transition). */
  private cut: (() => void) | null = null;
  private cutShort = false;
  /** One round at a time; commits do not wait for rounds (see `execute.ts`). */
  private readonly gate = new FifoLock();
  private readonly executions: SharedExecutions;

  constructor(private readonly ctx: RoundHost) {
    this.executions = new SharedExecutions(ctx, this.onInvalidated);
  }

  /** Something may have changed for `session`; `forced` sends a Transition anyway. */
  markDirty(session: Session, forced: boolean, atTs?: bigint): void {
    if (!session.markDirty(forced, atTs)) return;
    this.dirty.add(session);
    // A mutation's caller waits on this Transition, which only a round after its
    // commit can send: the running round starts no further turn.
    if (atTs !== undefined) this.cutRound();
    this.schedule();
  }

  private cutRound(): void {
    this.cutShort = true;
    this.cut?.();
  }

  /** Marks the connections showing `instance` dirty (a commit invalidated it). */
  readonly onInvalidated = (instance: QueryInstance): void => {
    for (const holder of instance.holders.keys()) this.markDirty(holder, false);
  };

  /** Holds update rounds until `until` settles (tests that line frames up). */
  hold(until: Promise<void>): void {
    void this.gate.run(() => until);
  }

  /** The connection closed; its plan, if any, is dropped in the next round. */
  forget(session: Session): void {
    this.dirty.delete(session);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private async run(): Promise<void> {
    const { host, stats } = this.ctx;
    let delivery: RoundDelivery | null = null;
    try {
      await this.gate.run(async () => {
        const ts = host.committer.latestTs;
        const round = new RoundDelivery(
          ts,
          host.committer,
          (session, e) => this.fail(null, e, session),
          (session) =>
            this.ctx.closeSession(
              session,
              CLOSE.internal,
              "InternalServerError: commit failed",
            ),
          () => stats.transitions++,
        );
        delivery = round;
        this.cutShort = false;
        const waiting = this.active;
        const admitted = this.admit();
        this.active = waiting.concat(admitted);
        // A plan a round had no time for is as new as when it was planned.
        const inProgress = waiting.filter((plan) => plan.turns > 0);
        const fresh = waiting
          .filter((plan) => plan.turns === 0)
          .concat(admitted);
        const serveAll = fresh.length === 0 || this.skippedInProgress;
        this.skippedInProgress = !serveAll;
        const serving = turnOrder(fresh, inProgress, {
          serveAll,
          costs: this.executions.costs,
          waitedOn: (session) => this.dirty.has(session),
          executionOf: (item) => this.ctx.registry.likelyKey(item.key),
        }).filter((plan) => !plan.over && !plan.advancing);
        const payloads = new Map<string, Payload>();
        await this.turns(serving, ts, (plan) => {
          plan.over = true;
          try {
            const outgoing = planTransition(
              plan,
              ts,
              payloads,
              this.ctx.registry,
            );
            if (outgoing) round.add(outgoing);
          } catch (e) {
            this.fail(plan, e);
          }
        });
        this.active = this.active.filter((plan) => !plan.over);
        // Plans whose turn still runs schedule a round when it ends.
        if (this.active.some((plan) => !plan.advancing)) this.schedule();
      });
    } catch (e) {
      // Every step above guards its own connection; reaching here is a bug in the
      // round itself. Connections must not wait forever: the ones in progress are
      // closed and reconnect with fresh state.
      log.error("sync: update round failed:", e);
      for (const plan of this.active) this.fail(plan, e);
      this.active = [];
      (delivery as RoundDelivery | null)?.abandon(e);
    }
  }

  /**
   * Drops plans whose connection closed or changed identity (planned again as the new
   * one) and plans every dirty connection that is not still writing its last
   * Transition; returns the new plans.
   */
  private admit(): Plan[] {
    for (const plan of this.active) {
      const { session } = plan;
      if (session.closed) {
        abandonPlan(plan, this.ctx.registry);
      } else if (plan.identityVersion !== session.identityVersion) {
        replan(plan, this.ctx.registry);
      } else if (session.tokenExpired()) {
        abandonPlan(plan, this.ctx.registry);
        this.ctx.authError(session, TOKEN_EXPIRED, false);
      }
    }
    const fresh: Plan[] = [];
    for (const session of this.dirty) {
      if (!session.idle) continue;
      this.dirty.delete(session);
      if (session.tokenExpired()) {
        this.ctx.authError(session, TOKEN_EXPIRED, false);
        continue;
      }
      try {
        fresh.push(planFor(session));
      } catch (e) {
        this.fail(null, e, session);
      }
    }
    return fresh;
  }

  /**
   * Gives each plan its turn, all at once (their queries run side by side in the
   * function workers), and hands each plan finished within the round's `roundMs` to
   * `finish` as it finishes. A turn that takes longer goes on without holding the
   * round up, and that plan is served again by a round once its turn is over.
   */
  private async turns(
    plans: Plan[],
    ts: bigint,
    finish: (plan: Plan) => void,
  ): Promise<void> {
    if (!this.ctx.host.runner.inWorkers)
      return this.turnsHere(plans, ts, finish);
    const turns = plans.map((plan) => {
      const turn = this.advance(plan, ts).then(
        (done) => {
          // Finished after the round: the next round validates it again at its own ts.
          if (done && !roundOver && !plan.over) finish(plan);
          return done;
        },
        (e: unknown) => {
          this.fail(plan, e);
          return false;
        },
      );
      plan.advancing = turn;
      void turn.finally(() => {
        plan.advancing = null;
        if (roundOver && !plan.over) this.schedule();
      });
      return turn;
    });
    let roundOver = false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(turns),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.ctx.limits.roundMs);
        this.cut = resolve;
      }),
    ]);
    clearTimeout(timer);
    this.cut = null;
    roundOver = true;
  }

  /**
   * The turns on the backend's own thread, one plan after another: started all at once
   * their executions would interleave and every plan finish late. Each finished plan
   * goes to `finish` at once. No turn that would run a query starts after `roundMs` (or
   * once a mutation waits on its Transition); those plans wait for the next round. A
   * plan whose results are all valid already (a fan-out's connections that share an
   * execution run earlier in the round) costs next to nothing, and still has its turn.
   */
  private async turnsHere(
    plans: Plan[],
    ts: bigint,
    finish: (plan: Plan) => void,
  ): Promise<void> {
    const roundEnds = performance.now() + this.ctx.limits.roundMs;
    for (const plan of plans) {
      if (plan.over) continue;
      const timeUp = performance.now() >= roundEnds || this.cutShort;
      if (timeUp && this.needsExecution(plan)) continue;
      let done = false;
      try {
        done = await this.advance(plan, ts);
      } catch (e) {
        this.fail(plan, e);
      }
      if (done && !plan.over) finish(plan);
    }
  }

  /** Whether the plan's next turn would run a query, not only take valid results. */
  private needsExecution(plan: Plan): boolean {
    for (let i = plan.next; i < plan.items.length; i++) {
      const item = plan.items[i]!;
      if (
        !item.instance &&
        plan.session.isCurrent(item.sub) &&
        !this.known(item)
      )
        return true;
    }
    return false;
  }

  /** The item's result without running it: its refusal, or a valid execution. */
  private known(item: PlanItem): QueryInstance | undefined {
    return item.sub.refusal ?? this.ctx.registry.lookup(item.key);
  }

  /**
   * Resolves the plan's items to valid executions at `ts` in one turn (at most
   * `queriesPerTurn` executions, none started after `turnMs`, run side by side); true
   * once every item is resolved and still valid.
   */
  private async advance(plan: Plan, ts: bigint): Promise<boolean> {
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
    if (!instance.valid) this.markDirty(session, false);
  }

  /** A connection whose own plan or Transition failed: it alone is closed. */
  private fail(plan: Plan | null, e: unknown, session = plan?.session): void {
    if (plan) abandonPlan(plan, this.ctx.registry);
    if (!session) return;
    log.error(`sync: update for connection ${session.id} failed:`, e);
    this.ctx.closeSession(
      session,
      CLOSE.internal,
      "InternalServerError: this connection's update failed",
    );
  }
}
