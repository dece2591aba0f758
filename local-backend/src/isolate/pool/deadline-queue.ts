/**
 * The function workers' queue: earliest deadline first. A task's deadline is when it
 * was queued plus its expected cost times its class's weight, so the cheap ones of a
 * burst go first (a notification's re-run does not wait behind hundreds of feed
 * re-runs), a query someone waits on goes before updates, and an expensive one still
 * comes up once it has waited long enough. A binary heap: a burst queues thousands.
 */
export type TaskClass = "urgent" | "call" | "update";

/** How much a task's expected cost delays it, by class. */
const WEIGHT: Record<TaskClass, number> = { urgent: 0, call: 1, update: 10 };

export function deadline(cls: TaskClass, expectedMs: number): number {
  return performance.now() + WEIGHT[cls] * expectedMs;
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
