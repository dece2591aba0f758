/**
 * Clients' mutations start in cohorts: those that become ready in one turn of the
 * event loop (their frames arrived together, or their connections' earlier mutations
 * became durable together) begin together, in that turn's check phase, at one
 * snapshot, and run side by side, each commit checked against the others' as Convex
 * checks concurrent mutations.
 *
 * Why: a mutation started alone as its frame is read runs at its own snapshot, between
 * other connections' frames and responses, and reads through every commit of the
 * batch not yet durable. Run together, they begin at the snapshot the last batch made
 * durable and share the work of the same steps, which serves more mutations per
 * second over the sync protocol (bench:load, bench/README.md).
 *
 * Mutations that read what another of their cohort writes conflict, where one after
 * the other they would not. So after a conflict, cohorts run their mutations one after
 * another, each beginning once the one before has committed or failed, for
 * `CONTENDED_MS`: a burst on one of the app's counters (its aggregates) then conflicts
 * once, not on every retry (the function pool runs mutations one at a time for the
 * same reason: `isolate/pool/function-pool.ts`).
 *
 * Written here rather than taken from a library: it is the committer's schedule.
 */

/** How long cohorts run one mutation at a time after a conflict among them. */
export const CONTENDED_MS = 1000;
/**
 * One at a time, how long the next waits at most for the one before: a mutation whose
 * code awaits something slow (or never settles, until its time limit) does not hold
 * up the others; they then run side by side with it, checked at commit as always.
 */
export const TURN_WAIT_MS = 50;

/** A mutation's place in its cohort; `done` once it has committed or failed. */
export interface CohortTurn {
  done(): void;
}

const SIDE_BY_SIDE: CohortTurn = { done: () => undefined };

export class Cohorts {
  /** The mutations waiting for this turn's check phase. */
  private gathering: ((turn: CohortTurn) => void)[] = [];
  private scheduled = false;
  /** Until then (`performance.now()`), mutations begin one at a time. */
  private contendedUntil = -Infinity;
  /** One at a time: those still to begin, and whether one is running. */
  private readonly queue: ((turn: CohortTurn) => void)[] = [];
  private running = false;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Resolves when the mutation may begin: with its cohort, in this turn's check phase. */
  join(): Promise<CohortTurn> {
    return new Promise((resolve) => {
      this.gathering.push(resolve);
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(this.start);
    });
  }

  /** A mutation of a cohort conflicted: the next cohorts run one at a time. */
  contended(): void {
    this.contendedUntil = this.now() + CONTENDED_MS;
  }

  /** Whether cohorts now run their mutations one at a time. */
  get oneAtATime(): boolean {
    return this.now() < this.contendedUntil;
  }

  private readonly start = (): void => {
    this.scheduled = false;
    const cohort = this.gathering;
    this.gathering = [];
    if (!this.oneAtATime && !this.running) {
      for (const begin of cohort) begin(SIDE_BY_SIDE);
      return;
    }
    this.queue.push(...cohort);
    if (!this.running) this.next();
  };

  private next(): void {
    const begin = this.queue.shift();
    this.running = begin !== undefined;
    if (!begin) return;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      this.next();
    };
    const timer = setTimeout(done, TURN_WAIT_MS);
    timer.unref();
    begin({ done });
  }
}
