/**
 * Cohorts: the mutations that become ready in one turn begin together in its check
 * phase, side by side; after a conflict, one at a time for `CONTENDED_MS`.
 */
import { describe, expect, it, vi } from "vitest";
import {
  CONTENDED_MS,
  Cohorts,
  type CohortTurn,
  TURN_WAIT_MS,
} from "./cohorts";

/** The next check phase: after every setImmediate queued before this call. */
const checkPhase = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Joins `n` mutations; `begun` lists, in order, those that may begin. */
function joinAll(cohorts: Cohorts, n: number) {
  const begun: { i: number; turn: CohortTurn }[] = [];
  for (let i = 0; i < n; i++)
    void cohorts.join().then((turn) => begun.push({ i, turn }));
  return begun;
}

describe("Cohorts", () => {
  it("begins the mutations that join in one turn together, in its check phase", async () => {
    const cohorts = new Cohorts();
    const begun = joinAll(cohorts, 3);
    await Promise.resolve();
    expect(begun).toEqual([]);
    await checkPhase();
    expect(begun.map((b) => b.i)).toEqual([0, 1, 2]);
    // A later turn makes a cohort of its own.
    const later = joinAll(cohorts, 2);
    await checkPhase();
    expect(later.map((b) => b.i)).toEqual([0, 1]);
  });

  it("after a conflict, begins each once the one before is done, then side by side again", async () => {
    let now = 0;
    const cohorts = new Cohorts(() => now);
    cohorts.contended();
    expect(cohorts.oneAtATime).toBe(true);
    const begun = joinAll(cohorts, 3);
    await checkPhase();
    expect(begun.map((b) => b.i)).toEqual([0]);
    begun[0]!.turn.done();
    begun[0]!.turn.done(); // twice: still only one more
    await Promise.resolve();
    expect(begun.map((b) => b.i)).toEqual([0, 1]);

    // Past the contended time, a new cohort still waits for the queue to drain.
    now += CONTENDED_MS;
    expect(cohorts.oneAtATime).toBe(false);
    const next = joinAll(cohorts, 2);
    await checkPhase();
    expect(next).toEqual([]);
    begun[1]!.turn.done();
    await Promise.resolve();
    begun[2]!.turn.done();
    await Promise.resolve();
    expect(next.map((b) => b.i)).toEqual([0]);
    next[0]!.turn.done();
    await Promise.resolve();
    expect(next.map((b) => b.i)).toEqual([0, 1]);
    next[1]!.turn.done();

    // Drained and no longer contended: side by side.
    const free = joinAll(cohorts, 3);
    await checkPhase();
    expect(free.map((b) => b.i)).toEqual([0, 1, 2]);
  });

  it("one at a time, begins the next once the one before has run TURN_WAIT_MS without finishing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const cohorts = new Cohorts(() => 0);
      cohorts.contended();
      const begun = joinAll(cohorts, 2);
      await checkPhase();
      expect(begun.map((b) => b.i)).toEqual([0]);
      vi.advanceTimersByTime(TURN_WAIT_MS - 1);
      await Promise.resolve();
      expect(begun.map((b) => b.i)).toEqual([0]);
      vi.advanceTimersByTime(1);
      await Promise.resolve();
      expect(begun.map((b) => b.i)).toEqual([0, 1]);
      // Its late finish begins nothing more; the next one's does.
      begun[0]!.turn.done();
      const third = joinAll(cohorts, 1);
      await checkPhase();
      expect(third).toEqual([]);
      begun[1]!.turn.done();
      await Promise.resolve();
      expect(third.map((b) => b.i)).toEqual([0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
