/**
 * Update rounds, scheduled fairly and with every failure confined.
 *
 * Rounds run one at a time and do not hold commits back. A round reads
 * `ts = committer.latestTs`, plans each dirty connection's work (the versions and
 * identity its next Transition describes, the subscriptions without a valid
 * execution), resolves that work, and builds each connection's Transition as soon as
 * its work is done, written once everything it shows is durable
 * (`./transition-delivery`'s `RoundDelivery`), not at the end of the round.
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
import { FifoLock } from "../../lock";
import { log } from "../../log";
import { TOKEN_EXPIRED } from "../endpoint/authenticate";
import { SharedExecutions } from "./shared-executions";
import { PlanTurns } from "./plan-turns";
import { type SyncHost, type SyncStats } from "../sync-host";
import { CLOSE, type SyncLimits } from "../protocol/limits";
import {
  type QueryInstance,
  type QueryRegistry,
} from "../reactivity/query-registry";
import {
  abandonPlan,
  type Plan,
  planFor,
  planTransition,
  replan,
} from "./connection-plan";
import { type Session } from "../session/session";
import { turnOrder } from "./turn-order";
import { type Payload, RoundDelivery } from "./transition-delivery";

/** What update rounds need from the server. */
export interface UpdateRoundsContext {
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

export class UpdateRounds {
  private readonly dirty = new Set<Session>();
  /** Plans in progress (`./turn-order` orders their turns). */
  private active: Plan[] = [];
  /** The last round served only new plans: the next one serves those in progress. */
  private skippedInProgress = false;
  private scheduled = false;
  /** Ends the running round's turns early (a mutation waits on its Transition). */
  private cut: (() => void) | null = null;
  private cutShort = false;
  /** One round at a time; commits do not wait for rounds (see `./execute-query`). */
  private readonly gate = new FifoLock();
  private readonly executions: SharedExecutions;
  private readonly planTurns: PlanTurns;

  constructor(private readonly ctx: UpdateRoundsContext) {
    this.executions = new SharedExecutions(ctx, this.onInvalidated);
    this.planTurns = new PlanTurns(ctx, this.executions, (session) =>
      this.markDirty(session, false),
    );
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

  /**
   * A commit invalidated `instance`: each connection showing it asks for a round
   * (`Session.resultInvalidated`, which comes back to `markDirty`).
   */
  readonly onInvalidated = (instance: QueryInstance): void => {
    for (const holder of instance.holders.keys()) holder.resultInvalidated();
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
    const round = { over: false };
    await this.awaitTurns(
      plans.map((plan) => this.turnOn(plan, ts, finish, round)),
      round,
    );
  }

  /**
   * A plan's turn that goes on by itself (in the function workers); finished after the
   * round, the next round validates it again at its own ts.
   */
  private turnOn(
    plan: Plan,
    ts: bigint,
    finish: (plan: Plan) => void,
    round: { over: boolean },
  ): Promise<boolean> {
    const turn = this.planTurns.advance(plan, ts).then(
      (done) => {
        if (done && !round.over && !plan.over) finish(plan);
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
      if (round.over && !plan.over) this.schedule();
    });
    return turn;
  }

  /** Waits for `turns` at most `roundMs` (or until cut short); then the round is over. */
  private async awaitTurns(
    turns: Promise<boolean>[],
    round: { over: boolean },
  ): Promise<void> {
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
    round.over = true;
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
    const round = { over: false };
    for (const plan of plans) {
      if (plan.over) continue;
      const timeUp = performance.now() >= roundEnds || this.cutShort;
      if (timeUp && this.needsExecution(plan)) continue;
      // A heavy query runs in the worker that offloads them: its turn goes on apart.
      if (this.offloaded(plan)) {
        void this.turnOn(plan, ts, finish, round);
        continue;
      }
      let done = false;
      try {
        done = await this.planTurns.advance(plan, ts);
      } catch (e) {
        this.fail(plan, e);
      }
      if (done && !plan.over) finish(plan);
    }
    // Not waited for (the next round would wait with it): done, it schedules one.
    round.over = true;
  }

  /** Whether the plan's next turn would run a query, not only take valid results. */
  private needsExecution(plan: Plan): boolean {
    return this.planTurns.nextExecution(plan) !== undefined;
  }

  /** Whether the plan's next query to run goes to the worker that offloads heavy ones. */
  private offloaded(plan: Plan): boolean {
    // Most rounds, with no worker started, skip the look through the plan's items.
    if (!this.ctx.host.runner.offloading) return false;
    const item = this.planTurns.nextExecution(plan);
    return (
      item !== undefined && this.ctx.host.runner.offloads(item.sub.udfPath)
    );
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
