/**
 * A connection's work towards its next Transition: the subscriptions without a valid
 * execution when an update round planned it, resolved over one or more turns
 * (`./scheduler`).
 */
import { functionFailure } from "../isolate/functions";
import { failedInstance } from "./execute";
import { type QueryInstance } from "./queries";
import { type Session } from "./session";
import { type Subscription } from "./subscriptions";
import { type TransitionTarget } from "./versions";

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
  };
}
