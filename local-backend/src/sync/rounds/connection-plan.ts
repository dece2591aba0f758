/**
 * A connection's work towards its next Transition: the subscriptions without a valid
 * execution when an update round planned it, resolved over one or more turns
 * (`./update-rounds`), then built into the Transition (`planTransition`) or abandoned.
 */
import { functionFailure } from "../../isolate/functions";
import { failedInstance } from "./execute-query";
import {
  type QueryInstance,
  type QueryRegistry,
} from "../reactivity/query-registry";
import { type Session } from "../session/session";
import { type Subscription } from "../session/query-set";
import {
  type Outgoing,
  type Payload,
  type Shown,
  transitionPayload,
} from "./transition-delivery";
import { type TransitionTarget } from "../session/versions";

/** One connection's work towards its next Transition (begun by `plan`). */
export interface Plan extends TransitionTarget {
  session: Session;
  /** Subscriptions without a valid execution when planned. */
  items: PlanItem[];
  /** Items before this one were resolved (a commit may have invalidated some since). */
  next: number;
  /** Finished, failed or abandoned: no longer in `active`. */
  over: boolean;
  /** When it was planned (`performance.now()`): it moves up the longer it waits. */
  plannedAt: number;
  /** Its turn, while it outlasts the round that started it (queries in workers). */
  advancing: Promise<boolean> | null;
  /** Turns it has had; until its first it counts as new in every round. */
  turns: number;
}

export interface PlanItem {
  sub: Subscription;
  key: string;
  /** Retained for the connection; handed to the subscription or released. */
  instance: QueryInstance | null;
}

/** Begins one connection's Transition: what it needs, at the start of a round. */
export function planFor(session: Session): Plan {
  const target = session.beginTransition();
  const items: PlanItem[] = [];
  for (const sub of session.subs.values()) {
    if (sub.instance?.valid) continue;
    let key: string;
    try {
      key = sub.refusal?.key ?? session.queryKey(sub);
    } catch (e) {
      // Arguments are checked at the door, so this is not expected; if it happens
      // anyway, that query fails, for good, and nothing else does.
      const refusal = failedInstance(
        functionFailure(e, sub.udfPath).errorMessage,
        0n,
      );
      session.refuse(sub, refusal);
      key = refusal.key;
    }
    items.push({ sub, key, instance: null });
  }
  return {
    session,
    ...target,
    items,
    next: 0,
    over: false,
    plannedAt: performance.now(),
    advancing: null,
    turns: 0,
  };
}

/**
 * Builds the Transition of a finished plan (synchronously). Messages
 * keep arriving while queries run: a Transition describes the query set and
 * identity as they were when planned, and anything newer goes into the next one; a
 * connection whose identity changed meanwhile is planned again.
 */
export function planTransition(
  plan: Plan,
  ts: bigint,
  payloads: Map<string, Payload>,
  registry: Pick<QueryRegistry, "release">,
): Outgoing | null {
  const { session } = plan;
  if (session.closed) {
    abandonPlan(plan, registry);
    return null;
  }
  if (plan.identityVersion !== session.identityVersion) {
    replan(plan, registry);
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
export function abandonPlan(
  plan: Plan,
  registry: Pick<QueryRegistry, "release">,
): void {
  plan.over = true;
  for (const item of plan.items) {
    if (item.instance) registry.release(item.instance, plan.session);
    item.instance = null;
  }
}

/** Computed as an identity the connection no longer has: plan again as the new one. */
export function replan(
  plan: Plan,
  registry: Pick<QueryRegistry, "release">,
): void {
  abandonPlan(plan, registry);
  plan.session.abandonTransition(plan);
}
