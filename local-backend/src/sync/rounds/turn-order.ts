/**
 * The order of an update round's turns (`./update-rounds`), on the backend's own thread
 * the order in which plans get the round's time:
 * 1. the connections whose mutation waits on their Transition, in progress or not;
 * 2. the new plans, and those in progress that are cheap (at most `CHEAP_PLAN_MS` of
 *    expected work: a notification that one round had no time for does not wait behind
 *    a burst's hundreds of feeds) or whose connection has newer changes waiting for
 *    them to finish;
 * 3. every other round (`serveAll`), the rest in progress.
 * Within each, earliest deadline first, as the function workers' queue orders its
 * tasks (`isolate/pool/deadline-queue.ts`): by when planned, moved back by the
 * expected cost of what is left, so a burst's cheap updates go first and no plan waits
 * more than 100 ms for cheaper work of its group. A fan-out counts as the one job it is: a plan
 * needing an execution that many plans of this round share (the same function and
 * arguments, read without the identity) is moved back by what delivering all of them
 * costs (`DELIVERY_MS` each), so the hundreds of feeds one commit re-runs go after a
 * notification planned with them, not before it (shortest job first: the fan-out
 * waits a few ms, the notification not 100). Many connections' own executions of one
 * function (each user's activity) are as many jobs, not a fan-out; and a plan that
 * needs its own execution besides the shared one (a notification for a connection
 * showing the feed) is not held back with the fan-out: its turn runs the shared
 * execution the others then take as it is.
 */
import {
  deadline,
  type FunctionCosts,
} from "../../isolate/pool/deadline-queue";
import { type Plan, type PlanItem } from "./connection-plan";
import { type Session } from "../session/session";

/** A plan in progress with at most this much expected work is served every round. */
export const CHEAP_PLAN_MS = 2;

/**
 * What sending one connection its Transition costs on the backend's thread, even when
 * its results are shared (building the frame, the socket write): about 0.25 ms under
 * bench:load at 1,000 users.
 */
export const DELIVERY_MS = 0.25;

export interface TurnOrderOptions {
  /** The round serves the plans in progress (it alternates with rounds that do not). */
  serveAll: boolean;
  /** Recent cost of each function's executions. */
  costs: Pick<FunctionCosts, "expected">;
  /** The connection has changes waiting for its plan in progress to finish. */
  waitedOn: (session: Session) => boolean;
  /** The execution `item` will likely share with other connections' items (its key). */
  executionOf: (item: PlanItem) => string;
}

export function turnOrder(
  fresh: Plan[],
  inProgress: Plan[],
  { serveAll, costs, waitedOn, executionOf }: TurnOrderOptions,
): Plan[] {
  const due = new Map<Plan, number>();
  const expected = new Map<Plan, number>();
  const all = fresh.concat(inProgress);
  const work = new Map(
    all.map((plan) => [
      plan,
      pending(plan).map((item) => ({
        path: item.sub.udfPath,
        execution: executionOf(item),
      })),
    ]),
  );
  const demand = new Map<string, number>();
  for (const plan of all)
    for (const execution of new Set(work.get(plan)!.map((w) => w.execution)))
      demand.set(execution, (demand.get(execution) ?? 0) + 1);
  for (const plan of all) {
    let ms = 0;
    // Held back as one delivery of a fan-out only if all it needs is shared that way:
    // a plan that also needs its own execution is a job of its own.
    let fanOut = Infinity;
    for (const { path, execution } of work.get(plan)!) {
      ms += costs.expected(path);
      fanOut = Math.min(fanOut, (demand.get(execution)! - 1) * DELIVERY_MS);
    }
    expected.set(plan, ms);
    const delivery = fanOut === Infinity ? 0 : fanOut;
    due.set(plan, deadline("update", ms + delivery, plan.plannedAt));
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

/** The plan's items still to resolve. */
function pending(plan: Plan): PlanItem[] {
  const items: PlanItem[] = [];
  for (let i = plan.next; i < plan.items.length; i++) {
    const item = plan.items[i]!;
    if (!item.instance) items.push(item);
  }
  return items;
}
