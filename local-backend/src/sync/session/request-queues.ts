/**
 * The order in which one connection's requests are handled: inbound messages one at a
 * time (a chain while one is asynchronous, e.g. an `Authenticate` validating its
 * token), mutations one at a time in the order received, actions concurrently; with
 * the counts of mutations and actions in flight that the caps check. Owned by its
 * `Session`.
 */
export type Failed = (e: unknown) => void;

export class RequestQueues {
  #inbound: Promise<void> = Promise.resolve();
  /** Inbound messages still queued on or running in `#inbound`. */
  #inboundPending = 0;
  #mutations: Promise<void> = Promise.resolve();
  #pendingMutations = 0;
  #pendingActions = 0;

  /** Mutations received and not yet answered (capped by `maxPendingMutations`). */
  get pendingMutations(): number {
    return this.#pendingMutations;
  }
  /** Actions running (capped by `maxPendingActions`). */
  get pendingActions(): number {
    return this.#pendingActions;
  }

  /**
   * Runs `handle` now if no earlier message is still being handled, else after it
   * (and only if `stillOpen()` then). `failed` gets what it throws or rejects with.
   */
  inbound(
    handle: () => Promise<void> | undefined,
    stillOpen: () => boolean,
    failed: Failed,
  ): void {
    if (this.#inboundPending > 0) {
      this.#queueInbound(
        this.#inbound.then(() => (stillOpen() ? handle() : undefined)),
        failed,
      );
      return;
    }
    try {
      const pending = handle();
      if (pending) this.#queueInbound(pending, failed);
    } catch (e) {
      failed(e);
    }
  }

  #queueInbound(pending: Promise<void>, failed: Failed): void {
    this.#inboundPending++;
    this.#inbound = pending.catch(failed).finally(() => {
      this.#inboundPending--;
    });
  }

  /**
   * Runs `run` after the mutations before it. A failure (not expected: failures
   * become responses) goes to `failed` and neither breaks the queue nor goes unhandled.
   */
  mutation(run: () => Promise<void>, failed: Failed): void {
    this.#pendingMutations++;
    this.#mutations = this.#mutations
      .then(run)
      .catch(failed)
      .finally(() => {
        this.#pendingMutations--;
      });
  }

  /** Starts `run` at once (actions run concurrently); a failure goes to `failed`. */
  action(run: () => Promise<void>, failed: Failed): void {
    this.#pendingActions++;
    void run()
      .catch(failed)
      .finally(() => {
        this.#pendingActions--;
      });
  }
}
