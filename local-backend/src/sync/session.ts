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
import { type Duplex } from "node:stream";
import { type JSONValue } from "convex/values";
import { WebSocket } from "ws";
import { type UserIdentity } from "../isolate/call";
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
  /** `instanceKey` of these inputs, and the identity and journal it was computed for. */
  key?: { identity: string; journal: QueryJournal; value: string };
  /**
   * Refused at the door (arguments over Convex's value limits, or over the
   * subscription cap): this failed result, never run, is what the client is shown.
   */
  refusal?: QueryInstance;
}

/** A Transition's start or end version. */
export interface Version {
  querySet: number;
  identity: number;
  ts: bigint;
  /** The three as text, to group connections in the same state cheaply. */
  key: string;
}

export class Session {
  sessionId: string | null = null;
  /** The first Mutation's request id on this connection (see `SyncServer.dedupFloors`). */
  firstRequestId: number | null = null;
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
  /** Subscriptions in `subs` that run (not refused); capped by `maxSubscriptions`. */
  runningSubs = 0;
  /** Query ids removed since the last Transition. */
  removed: number[] = [];
  sent: Version = { querySet: 0, identity: 0, ts: 0n, key: "0 0 0" };

  /** Something may have changed for this client. */
  dirty = false;
  /** Send a Transition even if nothing changed (after a mutation or version bump). */
  forced = false;
  /** A Transition is being computed or written; the next waits. */
  inflight = false;
  /** Called once the current Transition is written (clears `inflight`). */
  transitionWritten: () => void = () => undefined;
  closed = false;

  /** Inbound messages are handled one at a time, in order (this chain while one is async). */
  inbound: Promise<void> = Promise.resolve();
  /** Inbound messages still queued on or running in `inbound`. */
  inboundPending = 0;
  /** Mutations run one at a time, in order. */
  mutations: Promise<void> = Promise.resolve();
  /** Mutations received and not yet answered (capped by `maxPendingMutations`). */
  pendingMutations = 0;
  /** Actions running (capped by `maxPendingActions`). */
  pendingActions = 0;

  lastSentAt = Date.now();
  alive = true;
  private tokens: number;
  private refilledAt = Date.now();

  constructor(
    readonly ws: WebSocket,
    /** The upgraded TCP socket under `ws`: outbound text frames are written here. */
    private readonly socket: Duplex,
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

  /**
   * Writes one already framed message (`chunks`, see `./frames`) to the socket; `done`
   * runs once it is handed to the kernel, or at once if the socket is no longer open.
   * Frames go to the socket directly rather than through `ws.send` so that one buffer
   * can be shared by many connections; `ws` (no compression) writes its own frames
   * (close, ping) to the same socket synchronously, so the order is kept.
   */
  writeFrame(chunks: readonly Buffer[], done?: () => void): void {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) {
      done?.();
      return;
    }
    this.lastSentAt = Date.now();
    if (chunks.length === 1) {
      this.socket.write(chunks[0]!, done);
      return;
    }
    this.socket.cork();
    for (let i = 0; i < chunks.length - 1; i++) this.socket.write(chunks[i]!);
    this.socket.write(chunks[chunks.length - 1]!, done);
    this.socket.uncork();
  }

  /**
   * Half-closes the socket after what was written (the close frame), so the client
   * sees the close without answering first. Resolves once that is handed to the kernel.
   */
  endSocket(): Promise<void> {
    const socket = this.socket;
    return new Promise((resolve) => {
      if (socket.destroyed || socket.writableEnded) return resolve();
      socket.end();
      if (socket.writableLength === 0) return resolve();
      socket.once("finish", resolve);
      socket.once("close", resolve);
    });
  }

  tokenExpired(nowMs = Date.now()): boolean {
    return this.tokenExp !== null && nowMs / 1000 >= this.tokenExp;
  }
}
