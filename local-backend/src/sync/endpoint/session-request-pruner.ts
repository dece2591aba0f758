/**
 * Pruning of `session_requests`, the (sessionId, requestId) records that make a
 * re-sent mutation run once. On each new connection the client re-sends every
 * unresolved mutation first, in request id order, so a session's records below the
 * first request id its newest connection sent can never be asked for again; they go
 * at the next heartbeat. Records of clients that never come back go after the
 * retention (checked hourly).
 */
import { log } from "../../log";
import { type SyncHost } from "../sync-host";

/** How often records older than the retention are looked for (a full scan). */
const AGE_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export class SessionRequestPruner {
  /** Per session id, the first request id its newest connection sent. */
  readonly #floors = new Map<string, number>();
  #nextAgePrune = 0;

  constructor(
    private readonly host: Pick<SyncHost, "committer" | "store">,
    /** How long a record is kept for a client that never reconnects (`Infinity`: kept). */
    private readonly retentionMs: number,
  ) {}

  /** The first mutation a new connection of `sessionId` sent has `requestId`. */
  noteFirstRequest(sessionId: string, requestId: number): void {
    const floor = this.#floors.get(sessionId);
    if (floor === undefined || requestId > floor)
      this.#floors.set(sessionId, requestId);
  }

  /** From the heartbeat: prunes if there are floors or the age check is due. */
  tick(now: number): void {
    const age = now >= this.#nextAgePrune;
    if (this.#floors.size > 0 || age) {
      this.prune({ age }).catch((e: unknown) =>
        log.error("sync: pruning session requests failed:", e),
      );
    }
  }

  /**
   * Deletes the records no client can re-send: below each session's floor and, with
   * `age`, those older than the retention. Returns the number of records deleted.
   */
  async prune({ age = true } = {}): Promise<number> {
    const floors = [...this.#floors];
    this.#floors.clear();
    let before = 0n;
    if (age) {
      this.#nextAgePrune = Date.now() + AGE_PRUNE_INTERVAL_MS;
      if (Number.isFinite(this.retentionMs))
        before = BigInt(Date.now() - this.retentionMs) * 1_000_000n;
    }
    if (floors.length === 0 && before <= 0n) return 0;
    return this.host.committer.serialized(() =>
      this.host.store.pruneSessionResults(floors, before),
    );
  }
}
