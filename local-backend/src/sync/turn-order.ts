/**
 * The order of an update round's turns (`./scheduler`), on the backend's own thread
 * the order in which plans get the round's time:
 * 1. the connections whose mutation waits on their Transition, in progress or not;
 * 2. the new plans, and those in progress that are cheap (at most `CHEAP_PLAN_MS` of
 *    expected work: a notification that one round had no time for does not wait behind
 *    a burst's hundreds of feeds) or whose connection has newer changes waiting for
 *    them to finish;
 * 3. every other round (`serveAll`), the rest in progress.
 * Within each, earliest deadline first, as the function workers' queue orders its
 * tasks (`deadline-queue.ts`): by when planned, moved back by the expected cost of
 * what is left, so a burst's cheap updates go first and no plan waits more than
 * 100 ms for cheaper work of its group.
 */
import { deadline, type FunctionCosts } from "../isolate/pool/deadline-queue";
import { type Plan } from "./plan";
import { type Session } from "./session";

/** A plan in progress with at most this much expected work is served every round. */
export const CHEAP_PLAN_MS = 2;

export interface TurnOrderOptions {
  /** The round serves the plans in progress (it alternates with rounds that do not). */
  serveAll: boolean;
  /** Recent cost of each function's executions. */
  costs: Pick<FunctionCosts, "expected">;
  /** The connection has changes waiting for its plan in progress to finish. */
  waitedOn: (session: Session) => boolean;
}

export function turnOrder(
  fresh: Plan[],
  inProgress: Plan[],
  { serveAll, costs, waitedOn }: TurnOrderOptions,
): Plan[] {
  const due = new Map<Plan, number>();
  const expected = new Map<Plan, number>();
  for (const plan of fresh.concat(inProgress)) {
    let ms = 0;
    for (let i = plan.next; i < plan.items.length; i++) {
      const item = plan.items[i]!;
      if (!item.instance) ms += costs.expected(item.sub.udfPath);
    }
    expected.set(plan, ms);
    due.set(plan, deadline("update", ms, plan.plannedAt));
  }
  const byDeadline = (plans: Plan[]) =>
    plans.sort((a, b) => due.get(a)! - due.get(b)!);
  const owed = (plan: Plan) => plan.session.owesTransition;
  const promptly = (plan: Plan) =>
    expected.get(plan)! <= CHEAP_PLAN_MS || waitedOn(plan.session);
  const rest = inProgress.filter((plan) => !owed(plan));
  return byDeadline(fresh.concat(inProgress).filter(owed)).concat(
    byDeadline(
      fresh.filter((plan) => !owed(plan)).concat(rest.filter(promptly)),
    ),
    serveAll ? byDeadline(rest.filter((plan) => !promptly(plan))) : [],
  );
}
