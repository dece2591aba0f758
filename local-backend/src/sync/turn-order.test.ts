/**
 * The order of an update round's turns: owed Transitions first; new plans and cheap
 * or waited-on plans in progress in every round; the rest in progress only in rounds
 * that serve everyone; earliest deadline (when planned, plus expected cost) first
 * within each group.
 */
import { describe, expect, it } from "vitest";
import { type Plan } from "./plan";
import { type Session } from "./session";
import { turnOrder } from "./turn-order";

const COST: Record<string, number> = { feed: 3, notifications: 0.5 };

/** A plan named `name` needing `paths`, planned at `at`. */
function plan(
  name: string,
  paths: string[],
  at: number,
  owes = false,
): Plan & { name: string } {
  return {
    name,
    session: { owesTransition: owes } as Session,
    items: paths.map((udfPath) => ({
      sub: { udfPath } as never,
      key: udfPath,
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
const names = (plans: Plan[]) =>
  plans.map((p) => (p as { name?: string }).name);

describe("turnOrder", () => {
  const burst = [1, 2, 3].map((i) => plan(`feed${i}`, ["feed"], 0));
  const notification = plan("notification", ["notifications"], 10);
  const owed = plan("owed", ["feed"], 20, true);
  const fresh = plan("fresh", ["feed"], 30);

  it("serves owed, then new and cheap plans; the rest only when serving all", () => {
    const inProgress = [...burst, notification, owed];
    expect(
      names(
        turnOrder([fresh], inProgress, {
          serveAll: false,
          costs,
          waitedOn: () => false,
        }),
      ),
    ).toEqual(["owed", "notification", "fresh"]);
    expect(
      names(
        turnOrder([fresh], inProgress, {
          serveAll: true,
          costs,
          waitedOn: () => false,
        }),
      ),
    ).toEqual(["owed", "notification", "fresh", "feed1", "feed2", "feed3"]);
  });

  it("serves promptly a plan in progress whose connection has newer changes", () => {
    const waited = burst[2]!;
    expect(
      names(
        turnOrder([fresh], burst, {
          serveAll: false,
          costs,
          waitedOn: (session) => session === waited.session,
        }),
      ),
    ).toEqual(["feed3", "fresh"]);
  });

  it("puts a burst's cheap plans before its expensive ones, for at most 100 ms", () => {
    const cheapLater = plan("cheap", ["notifications"], 4);
    const cheapMuchLater = plan("cheapLate", ["notifications"], 200);
    expect(
      names(
        turnOrder([...burst, cheapLater, cheapMuchLater], [], {
          serveAll: true,
          costs,
          waitedOn: () => false,
        }),
      ),
    ).toEqual(["cheap", "feed1", "feed2", "feed3", "cheapLate"]);
  });

  it("puts a fan-out after a notification planned with it, as the one job it is", () => {
    const fanOut = Array.from({ length: 200 }, (_, i) =>
      plan(`feed${i}`, ["feed"], 0),
    );
    const later = plan("notification", ["notifications"], 5);
    const order = names(
      turnOrder([...fanOut, later], [], {
        serveAll: true,
        costs,
        waitedOn: () => false,
      }),
    );
    expect(order[0]).toBe("notification");
    expect(order).toHaveLength(201);
    // Not so for a plan planned long after (the fan-out waits at most 100 ms).
    const muchLater = plan("notification", ["notifications"], 150);
    expect(
      names(
        turnOrder([...fanOut, muchLater], [], {
          serveAll: true,
          costs,
          waitedOn: () => false,
        }),
      )[0],
    ).toBe("feed0");
  });
});
