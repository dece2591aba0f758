/**
 * For the worker tests: whether quick calls are answered while a slow call runs
 * elsewhere (on the backend's one thread they would wait for all of it).
 */

/**
 * Makes `quick` three times, one after another, while `slow` runs; returns the order
 * they ended in ("quick" for each quick call, "slow") and the slow call's result.
 */
export async function orderWhileSlow<T>(
  slow: Promise<T>,
  quick: () => Promise<unknown>,
): Promise<{ order: string[]; result: T }> {
  const order: string[] = [];
  const done = slow.then((result) => {
    order.push("slow");
    return result;
  });
  for (let i = 0; i < 3; i++) {
    await quick();
    order.push("quick");
  }
  return { order, result: await done };
}

/** The order `orderWhileSlow` returns when every quick call was answered first. */
export const QUICK_FIRST = ["quick", "quick", "quick", "slow"];
