/**
 * One connection's Transition in progress and what it describes (its query set
 * version and the query ids removed, its identity), owned by its `Session` (the only
 * caller, which checks the connection is open first). States: `idle` -> `computing` (`begin`,
 * in an update round) -> `writing` (`finish`, once built) -> `idle` (`written`, once
 * handed to the kernel); one with nothing to say, or abandoned (`abandon`), is idle
 * again at once. Invariants (the client throws on any violation):
 * - `sent` is the `endVersion` of the last Transition; the next one starts there and no
 *   version goes back;
 * - at most one Transition is being computed or written at a time.
 * An illegal call throws `SessionStateError`.
 */
import { type UserIdentity } from "../../isolate/call";
import { type QuerySet, SessionStateError } from "./query-set";
import {
  endVersion,
  type TransitionTarget,
  type Version,
  version,
} from "./versions";

export type TransitionPhase = "idle" | "computing" | "writing";

export class TransitionState {
  #sent: Version = version(0, 0, 0n);
  #phase: TransitionPhase = "idle";
  /** Something may have changed for the client since its Transition began. */
  #dirty = false;
  /** Send a Transition even if nothing changed (after a mutation or version bump). */
  #forced = false;
  /**
   * The commit ts of the latest mutation answered on this connection: its client waits
   * for a Transition that reaches it, so one begun at an older snapshot does not settle
   * what is owed.
   */
  #owedTs = 0n;

  /**
   * `id` names the connection in errors; `querySet` is its query set; `needsRound` is
   * called when it is idle again with changes pending.
   */
  constructor(
    private readonly id: number,
    private readonly querySet: Pick<
      QuerySet,
      "version" | "takeRemoved" | "restoreRemoved"
    >,
    private readonly needsRound: () => void,
  ) {}

  /** The `endVersion` of the last Transition. */
  get sent(): Version {
    return this.#sent;
  }
  get phase(): TransitionPhase {
    return this.#phase;
  }
  /** A Transition is owed (after a mutation or a version bump) even if nothing changed. */
  get forced(): boolean {
    return this.#forced;
  }

  /**
   * Something may have changed; `forced`: send a Transition even if nothing did, and
   * one that reaches `atTs` (a mutation's commit).
   */
  markDirty(forced: boolean, atTs = 0n): void {
    this.#dirty = true;
    if (forced) this.#forced = true;
    if (atTs > this.#owedTs) this.#owedTs = atTs;
  }

  /** An update round begins the next Transition, to `identity`: what it will describe. */
  begin(
    identityVersion: number,
    identity: UserIdentity | null,
    admin: boolean,
  ): TransitionTarget {
    if (this.#phase !== "idle")
      throw new SessionStateError(
        `connection ${this.id}: a Transition is already ${this.#phase}`,
      );
    this.#phase = "computing";
    this.#dirty = false;
    return {
      querySet: this.querySet.version,
      identityVersion,
      identity,
      admin,
      removed: this.querySet.takeRemoved(),
    };
  }

  assertComputing(what: string): void {
    if (this.#phase !== "computing")
      throw new SessionStateError(
        `connection ${this.id}: ${what} with no Transition being computed (${this.#phase})`,
      );
  }

  /** The Transition begun for `target` will not be sent: begin again. */
  abandon(target: TransitionTarget): void {
    this.assertComputing("abandonTransition");
    this.querySet.restoreRemoved(target.removed);
    this.#phase = "idle";
    this.#dirty = true;
    this.needsRound();
  }

  /**
   * The Transition begun for `target` is built at `ts` (`modified`: it removes or
   * updates queries; `identityVersion`: the session's current one). Returns its start
   * and end versions and moves to `writing`, or null (and idle) when it has nothing to
   * tell the client.
   */
  finish(
    target: Pick<TransitionTarget, "querySet" | "identityVersion">,
    identityVersion: number,
    ts: bigint,
    modified: boolean,
  ): { start: Version; end: Version } | null {
    this.assertComputing("finishTransition");
    const current = {
      querySet: this.querySet.version,
      identity: identityVersion,
    };
    const start = this.#sent;
    const end = endVersion(this.id, start, target, current, ts);
    const forced = this.#forced;
    this.#forced = false;
    // A mutation committed after this Transition's snapshot: the next one reaches it.
    if (this.#owedTs > ts) {
      this.#forced = true;
      this.#dirty = true;
    }
    // Changes that arrived while this was computed get their own Transition.
    if (target.querySet !== current.querySet) this.#dirty = true;
    const versionChanged =
      end.querySet !== start.querySet || end.identity !== start.identity;
    if (!modified && !versionChanged && !forced) {
      this.#phase = "idle";
      if (this.#dirty) this.needsRound();
      return null;
    }
    this.#sent = end;
    this.#phase = "writing";
    return { start, end };
  }

  /** The Transition is handed to the kernel: the next may begin. */
  written(): void {
    if (this.#phase !== "writing")
      throw new SessionStateError(
        `connection ${this.id}: no Transition being written (${this.#phase})`,
      );
    this.#phase = "idle";
    if (this.#dirty) this.needsRound();
  }
}
