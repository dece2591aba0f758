/**
 * A FIFO async mutex. The committer's (`database/committer.ts`) serializes every
 * transactional execution (queries, mutations, commits, the sync update rounds), so
 * serial execution gives serializability without OCC.
 */
export class FifoLock {
  private queue: (() => void)[] = [];
  private held = false;

  get isHeld(): boolean {
    return this.held;
  }

  get waiting(): number {
    return this.queue.length;
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
