/**
 * Work on the backend's thread gives the event loop a turn once its slice is used,
 * and at once when a commit waits for its group commit.
 */
import { describe, expect, it } from "vitest";
import { yieldIfBusy } from "./yield";

const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("yieldIfBusy", () => {
  it("lets a slice run on, then waits for the event loop once it is used", async () => {
    await loopTurn();
    expect(yieldIfBusy(60_000)).toBeUndefined();
    expect(yieldIfBusy(60_000)).toBeUndefined();
    const used = yieldIfBusy(0);
    expect(used).toBeInstanceOf(Promise);
    // Every caller meanwhile waits for the same turn.
    expect(yieldIfBusy(60_000)).toBe(used);
    await used;
  });

  it("waits for the event loop at once when a commit is waiting", async () => {
    await loopTurn();
    expect(yieldIfBusy(60_000)).toBeUndefined();
    let committed = false;
    setImmediate(() => (committed = true));
    const urgent = yieldIfBusy(60_000, true);
    expect(urgent).toBeInstanceOf(Promise);
    await urgent;
    // The group commit queued before the yield ran first.
    expect(committed).toBe(true);
  });
});
