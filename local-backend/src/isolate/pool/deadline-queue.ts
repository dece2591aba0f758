/**
 * The function workers' queue: earliest deadline first, a deadline being when a task
 * was queued, moved ahead by its class and back by its expected cost: a connection's
 * own Transition (its mutation waits on it) goes ahead of everything queued in the
 * last second, a call someone waits on ahead of the updates queued in the last 100 ms;
 * and a cheap update ahead of the expensive ones of the same burst (a notification's
 * re-run does not wait behind hundreds of feed re-runs). The cost counts at most
 * `MAX_COST_MS`, so nothing waits more than twice that for cheaper work. (Weighed
 * without that cap, one slow run made its function's updates wait for seconds.) A
 * binary heap: a burst queues thousands.
 */
export type TaskClass = "urgent" | "call" | "update";

const AHEAD_MS: Record<TaskClass, number> = {
  urgent: 1000,
  call: 100,
  update: 0,
};

const MAX_COST_MS = 50;

/** A task's deadline: queued at `queuedAt` (now by default), of class `cls`. */
export function deadline(
  cls: TaskClass,
  expectedMs: number,
  queuedAt = performance.now(),
): number {
  return queuedAt - AHEAD_MS[cls] + 2 * Math.min(expectedMs, MAX_COST_MS);
}

interface Cost {
  /** A moving average of its runs' times. */
  average: number;
  /** The last run's time. */
  last: number;
  /** The cheaper of its last two runs (0 before its second). */
  floor: number;
}

/**
 * Each function's recent cost, from wall-clock run times (ms): a moving average, for
 * deadlines, and the cheaper of its last two runs, for whether it is heavy. A run
 * preempted by the OS on a busy machine, or a cold first run (its code compiled on the
 * way), takes longer than the function costs, never less: so one such run makes the
 * average jump, but the floor moves only when two runs in a row were slow. (Judged by
 * the average, a cheap query whose cold first run took over 5 ms on a busy machine
 * would go to the heavy queries' worker and wait behind them.) Node 20 has no
 * per-thread CPU clock to measure with.
 */
export class FunctionCosts {
  private readonly costs = new Map<string, Cost>();

  note(path: string, ms: number): void {
    const cost = this.costs.get(path);
    if (cost === undefined) {
      this.costs.set(path, { average: ms, last: ms, floor: 0 });
      return;
    }
    cost.average = 0.7 * cost.average + 0.3 * ms;
    cost.floor = Math.min(cost.last, ms);
    cost.last = ms;
  }

  /** The moving average; 0 for a function not run yet. */
  expected(path: string): number {
    return this.costs.get(path)?.average ?? 0;
  }

  /** The cheaper of the last two runs; 0 for a function run less than twice. */
  floor(path: string): number {
    return this.costs.get(path)?.floor ?? 0;
  }
}

export class DeadlineQueue<T> {
  private readonly heap: { at: number; seq: number; item: T }[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(at: number, item: T): void {
    const heap = this.heap;
    heap.push({ at, seq: this.seq++, item });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  shift(): T | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (!top || !last || heap.length === 0) return top?.item;
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (l < heap.length && this.before(l, least)) least = l;
      if (r < heap.length && this.before(r, least)) least = r;
      if (least === i) break;
      [heap[i], heap[least]] = [heap[least]!, heap[i]!];
      i = least;
    }
    return top.item;
  }

  /** Everything queued, in no particular order; the queue is left empty. */
  drain(): T[] {
    return this.heap.splice(0).map((e) => e.item);
  }

  private before(a: number, b: number): boolean {
    const x = this.heap[a]!;
    const y = this.heap[b]!;
    return x.at < y.at || (x.at === y.at && x.seq < y.seq);
  }
}
