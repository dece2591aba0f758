/**
 * One connection's query set: its version, its subscriptions (query id -> inputs, the
 * execution shown, the hash of the last result sent) and the ids removed since the
 * last Transition. Owned by its `Session`, which is the only caller; every other module
 * sees subscriptions read-only.
 */
import { type JSONValue } from "convex/values";
import {
  type AddQuery,
  type MessageOf,
  ProtocolError,
  type QueryJournal,
} from "../protocol/messages";
import { type QueryInstance } from "../reactivity/query-registry";
import { instanceKey } from "../reactivity/query-keys";

interface SubscriptionState {
  readonly queryId: number;
  readonly udfPath: string;
  readonly args: JSONValue[];
  journal: QueryJournal;
  /** The shared execution whose result the client has (or is about to get). */
  instance: QueryInstance | null;
  /** Hash of the last result sent for this query id (null: never sent). */
  sentHash: string | null;
  /** `instanceKey` of these inputs, and the identity and journal it was computed for. */
  key?: { identity: string; journal: QueryJournal; value: string };
  /**
   * Refused at the door (arguments over Convex's value limits, or over the
   * subscription cap) or unable to run: this failed result, never run, is what the
   * client is shown until it subscribes again.
   */
  refusal?: QueryInstance;
}

/** One query id of a connection; changed only through its `Session`. */
export type Subscription = Readonly<SubscriptionState>;

/**
 * Checks an `Add` at the door (`../endpoint/modify-query-set`): throws `ProtocolError`
 * for a frame to refuse; returns the query's refusal (shown, never run), or null to run
 * it.
 */
export type AdmitQuery = (
  mod: AddQuery,
  held: { queryIds: number; running: number },
) => QueryInstance | null;

/**
 * An illegal call on a connection's state (`Session`, `QuerySet`): a bug in the
 * server, never the client's doing (the client's mistakes are `ProtocolError`s).
 */
export class SessionStateError extends Error {}

export class QuerySet {
  #version = 0;
  readonly #subs = new Map<number, SubscriptionState>();
  /** Subscriptions that run (not refused); capped by `maxSubscriptions`. */
  #running = 0;
  #removed: number[] = [];

  /** `release` gives up the connection's hold on an execution it no longer shows. */
  constructor(private readonly release: (instance: QueryInstance) => void) {}

  get version(): number {
    return this.#version;
  }
  get subs(): ReadonlyMap<number, Subscription> {
    return this.#subs;
  }
  get removed(): readonly number[] {
    return this.#removed;
  }

  /** Applies a `ModifyQuerySet`, or throws `ProtocolError` for a frame to refuse. */
  apply(message: MessageOf<"ModifyQuerySet">, admit: AdmitQuery): void {
    if (message.baseVersion !== this.#version) {
      throw new ProtocolError(
        `BaseVersionMismatch: query set base version ${message.baseVersion}, expected ${this.#version}`,
      );
    }
    if (message.newVersion <= message.baseVersion) {
      throw new ProtocolError(
        `ModifyQuerySet.newVersion ${message.newVersion} must exceed ${message.baseVersion}`,
      );
    }
    for (const mod of message.modifications) {
      if (mod.type === "Add") this.#add(mod, admit);
      else this.#remove(mod.queryId);
    }
    this.#version = message.newVersion;
  }

  #add(mod: AddQuery, admit: AdmitQuery): void {
    if (this.#subs.has(mod.queryId))
      throw new ProtocolError(`Duplicate query id ${mod.queryId}`);
    const refusal = admit(mod, {
      queryIds: this.#subs.size,
      running: this.#running,
    });
    this.#removed = this.#removed.filter((id) => id !== mod.queryId);
    this.#subs.set(mod.queryId, {
      queryId: mod.queryId,
      udfPath: mod.udfPath,
      args: mod.args,
      journal: mod.journal ?? null,
      instance: null,
      sentHash: null,
      ...(refusal === null ? {} : { refusal }),
    });
    if (refusal === null) this.#running++;
  }

  #remove(queryId: number): void {
    const sub = this.#subs.get(queryId);
    if (!sub) throw new ProtocolError(`Remove of unknown query ${queryId}`);
    if (sub.instance) this.release(sub.instance);
    if (!sub.refusal) this.#running--;
    this.#subs.delete(queryId);
    this.#removed.push(queryId);
  }

  /** The ids removed since the last Transition began; the list starts empty again. */
  takeRemoved(): number[] {
    const removed = this.#removed;
    this.#removed = [];
    return removed;
  }

  /** Removals a Transition took and did not send go back before newer ones. */
  restoreRemoved(removed: readonly number[]): void {
    this.#removed = removed.concat(this.#removed);
  }

  /** Whether `sub` is still the subscription for its query id. */
  isCurrent(sub: Subscription): boolean {
    return this.#subs.get(sub.queryId) === sub;
  }

  #own(sub: Subscription): SubscriptionState {
    const state = this.#subs.get(sub.queryId);
    if (state !== sub)
      throw new SessionStateError(
        `query ${sub.queryId} is no longer subscribed`,
      );
    return state;
  }

  /** The key of `sub`'s inputs as `identity` (`instanceKey`, cached). */
  queryKey(sub: Subscription, identity: string): string {
    const state = this.#own(sub);
    let key = state.key;
    if (!key || key.identity !== identity || key.journal !== state.journal) {
      key = state.key = {
        identity,
        journal: state.journal,
        value: instanceKey(state.udfPath, state.args, identity, state.journal),
      };
    }
    return key.value;
  }

  /** `sub` cannot run: it shows `refusal` from now on. */
  refuse(sub: Subscription, refusal: QueryInstance): void {
    this.#own(sub).refusal = refusal;
  }

  /**
   * `sub` shows `instance` (the caller's hold on it becomes the subscription's); true
   * if this result has not been sent for it yet.
   */
  showResult(sub: Subscription, instance: QueryInstance): boolean {
    const state = this.#own(sub);
    if (state.instance) this.release(state.instance);
    state.instance = instance;
    state.journal = instance.outcome.journal;
    if (instance.hash === state.sentHash) return false;
    state.sentHash = instance.hash;
    return true;
  }

  /** Every subscription drops its execution (a new identity: all run again). */
  dropExecutions(): void {
    for (const sub of this.#subs.values()) {
      if (sub.instance) this.release(sub.instance);
      sub.instance = null;
    }
  }

  /** Releases every execution and forgets every subscription (the connection closed). */
  clear(): void {
    for (const sub of this.#subs.values())
      if (sub.instance) this.release(sub.instance);
    this.#subs.clear();
  }
}
