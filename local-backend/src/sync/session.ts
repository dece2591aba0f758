/**
 * The server-side state of one WebSocket: versions, identity, subscriptions, the
 * mutation queue and the flags that drive its update rounds.
 *
 * Invariants (the client throws on any violation):
 * - `sent` is the `endVersion` of the last Transition; the next one starts there;
 * - at most one Transition is being computed or written at a time (`inflight`);
 * - `querySetVersion`/`identityVersion` are what the client will see as the next
 *   `endVersion` once a round picks them up.
 */
import { type JSONValue } from "convex/values";
import { type WebSocket } from "ws";
import { type UserIdentity } from "../runtime/runner";
import { type QueryJournal } from "./protocol";
import { type QueryInstance } from "./queries";

export interface Subscription {
  queryId: number;
  udfPath: string;
  args: JSONValue[];
  journal: QueryJournal;
  /** The shared execution whose result the client has (or is about to get). */
  instance: QueryInstance | null;
  /** Hash of the last result sent for this query id (null: never sent). */
  sentHash: string | null;
}

export class Session {
  sessionId: string | null = null;
  connectionCount = 0;
  clientClockSkew: number | undefined;

  querySetVersion = 0;
  identityVersion = 0;
  identity: UserIdentity | null = null;
  /** Stable key of `identity` for sharing executions. */
  identityKey = "anonymous";
  /** `exp` (seconds) of the current token, if any. */
  tokenExp: number | null = null;

  readonly subs = new Map<number, Subscription>();
  /** Query ids removed since the last Transition. */
  removed: number[] = [];
  sent = { querySet: 0, identity: 0, ts: 0n };

  /** Something may have changed for this client. */
  dirty = false;
  /** Send a Transition even if nothing changed (after a mutation or version bump). */
  forced = false;
  /** A Transition is being computed or written; the next waits. */
  inflight = false;
  closed = false;

  /** Inbound messages are handled one at a time, in order. */
  inbound: Promise<void> = Promise.resolve();
  /** Mutations run one at a time, in order. */
  mutations: Promise<void> = Promise.resolve();

  lastSentAt = Date.now();
  alive = true;
  private tokens: number;
  private refilledAt = Date.now();

  constructor(
    readonly ws: WebSocket,
    readonly id: number,
    private readonly rate: { perSecond: number; burst: number },
  ) {
    this.tokens = rate.burst;
  }

  /** Token bucket: false when the client exceeded its message rate. */
  takeMessageToken(): boolean {
    const now = Date.now();
    this.tokens = Math.min(
      this.rate.burst,
      this.tokens + ((now - this.refilledAt) / 1000) * this.rate.perSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  tokenExpired(nowMs = Date.now()): boolean {
    return this.tokenExp !== null && nowMs / 1000 >= this.tokenExp;
  }
}
