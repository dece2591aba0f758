/**
 * For the worker tests: whether quick calls are answered while a slow call runs
 * elsewhere (on the backend's one thread they would wait for all of it).
 */
import { randomUUID } from "node:crypto";
import { vi } from "vitest";

/**
 * Makes `quick` three times, one after another, while `slow` runs; returns the order
 * they ended in ("quick" for each quick call, "slow") and the slow call's result.
 * `release`, if given, is called once the quick calls are over (or one failed): it
 * lets a slow call held until then end (`WorkerHold`).
 */
export async function orderWhileSlow<T>(
  slow: Promise<T>,
  quick: () => Promise<unknown>,
  release?: () => void,
): Promise<{ order: string[]; result: T }> {
  const order: string[] = [];
  const done = slow.then((result) => {
    order.push("slow");
    return result;
  });
  try {
    for (let i = 0; i < 3; i++) {
      await quick();
      order.push("quick");
    }
  } finally {
    release?.();
  }
  return { order, result: await done };
}

/** The order `orderWhileSlow` returns when every quick call was answered first. */
export const QUICK_FIRST = ["quick", "quick", "quick", "slow"];

/**
 * Holds `checks:spinQuery` calls made with `until: hold.name` in a function worker
 * until `release()`: the query sets `<name>_STARTED` in the environment as it starts
 * and spins until `<name>` is set, and function workers share the backend's
 * environment. Only for a call that runs in a worker: on the backend's thread, which
 * runs the test too, it would never end.
 */
export class WorkerHold {
  /** Unique: a variable, once set, stays set in this process. */
  readonly name = `LOCAL_BACKEND_TEST_HOLD_${randomUUID().replaceAll("-", "_")}`;

  /** Resolves once a held call is running. */
  async started(): Promise<void> {
    await vi.waitFor(
      () => {
        if (process.env[`${this.name}_STARTED`] === undefined)
          throw new Error(`no call held by ${this.name} has started`);
      },
      { timeout: 20_000, interval: 5 },
    );
  }

  /** Lets the held calls end (and any later one end at once). */
  release(): void {
    process.env[this.name] = "1";
  }
}

/**
 * `orderWhileSlow` for a slow call held in a function worker: `start(until)` makes
 * the call with a hold's name (it runs until let go), the quick calls go once it has
 * started, and it is let go once they are over. Were the quick calls to wait for it,
 * it would fail at its time limit first.
 */
export async function orderWhileHeld<T>(
  start: (until: string) => Promise<T>,
  quick: () => Promise<unknown>,
): Promise<{ order: string[]; result: T }> {
  const hold = new WorkerHold();
  const slow = start(hold.name);
  await hold.started();
  return orderWhileSlow(slow, quick, () => hold.release());
}
