/**
 * A FIFO async mutex: the committer's commit lock (`database/committer.ts`) and the
 * sync layer's one-round-at-a-time gate (`sync/rounds/update-rounds.ts`).
 */
export class FifoLock {
  private queue: (() => void)[] = [];
  private held = false;

  get isHeld(): boolean {
    return this.held;
  }

  async run<T>(fn: () => Promise<T> | T): Promise<T> {
    await this.acquire();
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.held = false;
  }
}
