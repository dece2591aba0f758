/**
 * Update rounds, scheduled fairly and with every failure confined.
 *
 * Rounds run one at a time and do not hold commits back. A round reads
 * `ts = committer.latestTs`, plans each dirty connection's work (the versions and
 * identity its next Transition describes, the subscriptions without a valid
 * execution), resolves that work, builds the Transitions of the connections whose work
 * is done, waits until everything they show is durable, and writes them in one pass.
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
import { type Plan, type PlanItem, planFor } from "./plan";
import { type Session } from "./session";
import { turnOrder } from "./turn-order";
import {
  type Outgoing,
  type Payload,
  type Shown,
  transitionPayload,
  writeTransitions,
} from "./transitions";

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
    this.schedule();
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
    const { host } = this.ctx;
    let durable = null as Promise<void> | null;
    const out: Outgoing[] = [];
    try {
      await this.gate.run(async () => {
        const ts = host.committer.latestTs;
        const inProgress = this.active;
        const fresh = this.admit();
        const serveAll = fresh.length === 0 || this.skippedInProgress;
        this.skippedInProgress = !serveAll;
        this.active = inProgress.concat(fresh);
        const serving = turnOrder(fresh, inProgress, {
          serveAll,
          costs: this.executions.costs,
          waitedOn: (session) => this.dirty.has(session),
        }).filter((plan) => !plan.over && !plan.advancing);
        const finished = await this.turns(serving, ts);
        const payloads = new Map<string, Payload>();
        for (const plan of finished) {
          plan.over = true;
          try {
            const outgoing = this.transition(plan, ts, payloads);
            if (outgoing) out.push(outgoing);
          } catch (e) {
            this.fail(plan, e);
          }
        }
        this.active = this.active.filter((plan) => !plan.over);
        // Plans whose turn still runs schedule a round when it ends.
        if (this.active.some((plan) => !plan.advancing)) this.schedule();
        durable = host.committer.durable(ts);
      });
    } catch (e) {
      // Every step above guards its own connection; reaching here is a bug in the
      // round itself. Connections must not wait forever: the ones in progress are
      // closed and reconnect with fresh state.
      log.error("sync: update round failed:", e);
      for (const plan of this.active) this.fail(plan, e);
      this.active = [];
      for (const { session } of out) this.fail(null, e, session);
      return;
    }
    if (durable) {
      try {
        await durable;
      } catch {
        for (const { session } of out)
          this.ctx.closeSession(
            session,
            CLOSE.internal,
            "InternalServerError: commit failed",
          );
        return;
      }
    }
    this.ctx.stats.transitions += writeTransitions(out, (session, e) =>
      this.fail(null, e, session),
    );
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
        this.abandon(plan);
      } else if (plan.identityVersion !== session.identityVersion) {
        this.replan(plan);
      } else if (session.tokenExpired()) {
        this.abandon(plan);
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
   * function workers), and returns those finished within the round's `roundMs`. A turn
   * that takes longer goes on without holding the round up: what is ready goes out
   * now, and that plan is served again by a round once its turn is over.
   */
  private async turns(plans: Plan[], ts: bigint): Promise<Plan[]> {
    if (!this.ctx.host.runner.inWorkers) return this.turnsHere(plans, ts);
    const finished: Plan[] = [];
    const turns = plans.map((plan) => {
      const turn = this.advance(plan, ts).then(
        (done) => {
          if (done) finished.push(plan);
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
      }),
    ]);
    clearTimeout(timer);
    roundOver = true;
    // Finished since the last check, but after this round's snapshot was taken: the
    // next round validates them again at its own.
    return finished.filter((plan) => !plan.over);
  }

  /**
   * The turns on the backend's own thread, one plan after another: started all at once
   * their executions would interleave and every plan finish late. No turn starts after
   * `roundMs`; the plans left wait for the next round.
   */
  private async turnsHere(plans: Plan[], ts: bigint): Promise<Plan[]> {
    const finished: Plan[] = [];
    const roundEnds = performance.now() + this.ctx.limits.roundMs;
    for (const plan of plans) {
      if (plan.over) continue;
      if (performance.now() >= roundEnds) break;
      try {
        if (await this.advance(plan, ts)) finished.push(plan);
      } catch (e) {
        this.fail(plan, e);
      }
    }
    return finished;
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
    for (;;) {
      const running: Promise<void>[] = [];
      const sideBySide = this.ctx.host.runner.inWorkers;
      while (plan.next < items.length) {
        // Closed while its queries ran: dropped by the next round.
        if (session.closed) return false;
        const item = items[plan.next]!;
        // Removed while planned: nothing to show.
        if (!item.instance && session.isCurrent(item.sub)) {
          const known = item.sub.refusal ?? this.ctx.registry.lookup(item.key);
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

  /**
   * Builds the Transition of a finished plan (synchronously). Messages
   * keep arriving while queries run: a Transition describes the query set and
   * identity as they were when planned, and anything newer goes into the next one; a
   * connection whose identity changed meanwhile is planned again.
   */
  private transition(
    plan: Plan,
    ts: bigint,
    payloads: Map<string, Payload>,
  ): Outgoing | null {
    const { session } = plan;
    const { registry } = this.ctx;
    if (session.closed) {
      this.abandon(plan);
      return null;
    }
    if (plan.identityVersion !== session.identityVersion) {
      this.replan(plan);
      return null;
    }
    let updated: Shown[] | null = null;
    for (const item of plan.items) {
      const { sub, instance } = item;
      if (!instance) continue;
      item.instance = null;
      // Removed while it ran: the instance stays cached for other subscribers.
      if (!session.isCurrent(sub)) {
        registry.release(instance, session);
        continue;
      }
      // The plan's hold on the instance becomes the subscription's.
      if (session.showResult(sub, instance))
        (updated ??= []).push({ queryId: sub.queryId, instance });
    }
    const modified = plan.removed.length > 0 || updated !== null;
    const versions = session.finishTransition(plan, ts, modified);
    if (!versions) return null;
    const { start, end } = versions;
    // Connections with the same versions and the same modifications share a payload.
    let key = `${start.key}>${end.key}`;
    if (plan.removed.length > 0) key += ` -${plan.removed.join(",")}`;
    if (updated)
      for (const { queryId, instance } of updated)
        key += ` ${queryId}:${instance.serial}`;
    let payload = payloads.get(key);
    if (!payload) {
      payload = transitionPayload(start, end, plan.removed, updated ?? []);
      payloads.set(key, payload);
    }
    return { session, payload };
  }

  /** Releases what the plan holds; it will not be continued. */
  private abandon(plan: Plan): void {
    plan.over = true;
    for (const item of plan.items) {
      if (item.instance) this.ctx.registry.release(item.instance, plan.session);
      item.instance = null;
    }
  }

  /** Computed as an identity the connection no longer has: plan again as the new one. */
  private replan(plan: Plan): void {
    this.abandon(plan);
    plan.session.abandonTransition(plan);
  }

  /** A connection whose own plan or Transition failed: it alone is closed. */
  private fail(plan: Plan | null, e: unknown, session = plan?.session): void {
    if (plan) this.abandon(plan);
    if (!session) return;
    log.error(`sync: update for connection ${session.id} failed:`, e);
    this.ctx.closeSession(
      session,
      CLOSE.internal,
      "InternalServerError: this connection's update failed",
    );
  }
}
