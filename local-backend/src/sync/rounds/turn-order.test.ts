/**
 * The order of an update round's turns: owed Transitions first; new plans and cheap
 * or waited-on plans in progress in every round; the rest in progress only in rounds
 * that serve everyone; earliest deadline (when planned, plus expected cost) first
 * within each group; a fan-out (one execution many plans share) after the plans
 * planned with it.
 */
import { describe, expect, it } from "vitest";
import { type Plan, type PlanItem } from "./connection-plan";
import { type Session } from "../session/session";
import { turnOrder, type TurnOrderOptions } from "./turn-order";

const COST: Record<string, number> = {
  feed: 3,
  notifications: 0.5,
  activity: 1,
};

/**
 * A plan named `name` needing `paths`, planned at `at`; each item's execution is its
 * function's, shared by every plan needing it, unless `own` (its connection's own).
 */
function plan(
  name: string,
  paths: string[],
  at: number,
  { owes = false, own = false } = {},
): Plan & { name: string } {
  return {
    name,
    session: { owesTransition: owes } as Session,
    items: paths.map((udfPath) => ({
      sub: { udfPath } as never,
      key: own ? `${udfPath} of ${name}` : udfPath,
      instance: null,
    })),
    next: 0,
    over: false,
    plannedAt: at,
    advancing: null,
    turns: 0,
    querySet: 0,
    identityVersion: 0,
    identity: null,
    admin: false,
    removed: [],
  };
}

const costs = { expected: (path: string) => COST[path] ?? 0 };
/** Options of a round (`serveAll` unless told). */
const options = (overrides: Partial<TurnOrderOptions> = {}) => ({
  serveAll: true,
  costs,
  waitedOn: () => false,
  executionOf: (item: PlanItem) => item.key,
  ...overrides,
});
const names = (plans: Plan[]) =>
  plans.map((p) => (p as { name?: string }).name);

describe("turnOrder", () => {
  const burst = [1, 2, 3].map((i) => plan(`feed${i}`, ["feed"], 0));
  const notification = plan("notification", ["notifications"], 10);
  const owed = plan("owed", ["feed"], 20, { owes: true });
  const fresh = plan("fresh", ["feed"], 30);

  it("serves owed, then new and cheap plans; the rest only when serving all", () => {
    const inProgress = [...burst, notification, owed];
    expect(
      names(turnOrder([fresh], inProgress, options({ serveAll: false }))),
    ).toEqual(["owed", "notification", "fresh"]);
    expect(names(turnOrder([fresh], inProgress, options()))).toEqual([
      "owed",
      "notification",
      "fresh",
      "feed1",
      "feed2",
      "feed3",
    ]);
  });

  it("serves promptly a plan in progress whose connection has newer changes", () => {
    const waited = burst[2]!;
    expect(
      names(
        turnOrder(
          [fresh],
          burst,
          options({
            serveAll: false,
            waitedOn: (session) => session === waited.session,
          }),
        ),
      ),
    ).toEqual(["feed3", "fresh"]);
  });

  it("puts a burst's cheap plans before its expensive ones, for at most 100 ms", () => {
    const cheapLater = plan("cheap", ["notifications"], 4);
    const cheapMuchLater = plan("cheapLate", ["notifications"], 200);
    expect(
      names(turnOrder([...burst, cheapLater, cheapMuchLater], [], options())),
    ).toEqual(["cheap", "feed1", "feed2", "feed3", "cheapLate"]);
  });

  it("puts a fan-out after a notification planned with it, as the one job it is", () => {
    const fanOut = Array.from({ length: 200 }, (_, i) =>
      plan(`feed${i}`, ["feed"], 0),
    );
    const later = plan("notification", ["notifications"], 5);
    const order = names(turnOrder([...fanOut, later], [], options()));
    expect(order[0]).toBe("notification");
    expect(order).toHaveLength(201);
    // Not so for a plan planned long after (the fan-out waits at most 100 ms).
    const muchLater = plan("notification", ["notifications"], 150);
    expect(names(turnOrder([...fanOut, muchLater], [], options()))[0]).toBe(
      "feed0",
    );
  });

  it("counts many connections' own executions of one function as many jobs", () => {
    // Each user's activity changed at once: 200 small jobs, not one fan-out. The
    // notification planned after them goes after them.
    const own = Array.from({ length: 200 }, (_, i) =>
      plan(`activity${i}`, ["activity"], 0, { own: true }),
    );
    const later = plan("notification", ["notifications"], 5);
    const order = names(turnOrder([...own, later], [], options()));
    expect(order[0]).toBe("activity0");
    expect(order.at(-1)).toBe("notification");
    // The same function read without the identity: one execution, a fan-out.
    const shared = Array.from({ length: 200 }, (_, i) =>
      plan(`activity${i}`, ["activity"], 0),
    );
    expect(names(turnOrder([...shared, later], [], options()))[0]).toBe(
      "notification",
    );
  });

  it("does not hold back with a fan-out a plan that also needs its own execution", () => {
    const fanOut = Array.from({ length: 200 }, (_, i) =>
      plan(`feed${i}`, ["feed"], 0),
    );
    // A connection showing the feed and told of an application, planned after it.
    const told = plan("told", ["notifications", "feed"], 5, { own: true });
    told.items[1]!.key = "feed";
    const order = names(turnOrder([...fanOut, told], [], options()));
    expect(order[0]).toBe("told");
    expect(order).toHaveLength(201);
  });
});
