/**
 * The server-side state of one WebSocket, as a state machine: its phase, versions,
 * identity, subscriptions, Transition in progress and request queues. Every change goes
 * through a method here that checks it is legal; other modules read through getters.
 *
 * Phases: `awaitingConnect` (until the client's `Connect`), `connected`, `closed`
 * (final; what it showed is released); a repeated `Connect` replaces the session id
 * and clock skew. Transitions (`beginTransition` -> `finishTransition` ->
 * `transitionWritten`, or `abandonTransition`): see `./transition-state`, which also
 * keeps `sent` and its invariants. `querySetVersion`/`identityVersion` move only by
 * `ModifyQuerySet`/`Authenticate` from the current base version, and are what the
 * client will see as the next `endVersion` once a round picks them up.
 * A client that breaks the protocol gets a `ProtocolError`; an illegal call by the
 * server itself throws `SessionStateError`.
 */
import { type IncomingHttpHeaders } from "node:http";
import { type Duplex } from "node:stream";
import { type UserIdentity } from "../../isolate/call";
import { type MessageOf, ProtocolError } from "../protocol/messages";
import {
  type QueryHolder,
  type QueryInstance,
  type QueryRegistry,
} from "../reactivity/query-registry";
import { adminIdentityKey } from "../reactivity/query-keys";
import { type Failed, RequestQueues } from "./request-queues";
import {
  type MessageRate,
  SessionSocket,
  type SessionWebSocket,
} from "./session-socket";
import {
  type AdmitQuery,
  QuerySet,
  SessionStateError,
  type Subscription,
} from "./query-set";
import { type TransitionPhase, TransitionState } from "./transition-state";
import { type TransitionTarget, type Version } from "./versions";

export { type TransitionTarget, type Version } from "./versions";
export { type TransitionPhase } from "./transition-state";

export type SessionPhase = "awaitingConnect" | "connected" | "closed";

export interface SessionOptions {
  ws: SessionWebSocket;
  /** The upgraded TCP socket under `ws`: outbound text frames are written here. */
  socket: Duplex;
  id: number;
  rate: MessageRate;
  /** Holds the executions the subscriptions show; released as they drop them. */
  registry: Pick<QueryRegistry, "release">;
  /**
   * The session needs an update round: it is idle again with changes pending, or a
   * commit invalidated a result it shows.
   */
  needsRound: (session: Session) => void;
  /** The upgrade request's headers: whether a browser page opened the socket. */
  upgradeHeaders: IncomingHttpHeaders;
}

export class Session implements QueryHolder {
  readonly ws: SessionWebSocket;
  readonly id: number;
  readonly upgradeHeaders: IncomingHttpHeaders;
  readonly #socket: SessionSocket;
  readonly #querySet: QuerySet;
  readonly #requests = new RequestQueues();
  readonly #transition: TransitionState;
  readonly #needsRound: () => void;

  #phase: SessionPhase = "awaitingConnect";
  #sessionId: string | null = null;
  #clientClockSkew: number | undefined;
  #firstRequestId: number | null = null;

  #identityVersion = 0;
  #identity: UserIdentity | null = null;
  /** Authenticated with the admin key: internal functions too. */
  #admin = false;
  /** Stable key of `identity` for sharing executions. */
  #identityKey = "anonymous";
  /** `exp` (seconds) of the current token, if any. */
  #tokenExp: number | null = null;

  constructor(options: SessionOptions) {
    this.ws = options.ws;
    this.id = options.id;
    this.upgradeHeaders = options.upgradeHeaders;
    this.#socket = new SessionSocket(options.ws, options.socket, options.rate);
    this.#querySet = new QuerySet((instance: QueryInstance) =>
      options.registry.release(instance, this),
    );
    this.#needsRound = () => options.needsRound(this);
    this.#transition = new TransitionState(
      this.id,
      this.#querySet,
      this.#needsRound,
    );
  }

  get phase(): SessionPhase {
    return this.#phase;
  }
  get closed(): boolean {
    return this.#phase === "closed";
  }
  get clientClockSkew(): number | undefined {
    return this.#clientClockSkew;
  }
  /** The first Mutation's request id on this connection (see `../endpoint/session-request-pruner`). */
  get firstRequestId(): number | null {
    return this.#firstRequestId;
  }
  get querySetVersion(): number {
    return this.#querySet.version;
  }
  get identityVersion(): number {
    return this.#identityVersion;
  }
  get identity(): UserIdentity | null {
    return this.#identity;
  }
  get admin(): boolean {
    return this.#admin;
  }
  get subs(): ReadonlyMap<number, Subscription> {
    return this.#querySet.subs;
  }
  /** The `endVersion` of the last Transition. */
  get sent(): Version {
    return this.#transition.sent;
  }
  get transitionPhase(): TransitionPhase {
    return this.#transition.phase;
  }
  /** Open, and no Transition being computed or written: a round may begin one. */
  get idle(): boolean {
    return this.#transition.phase === "idle" && this.#phase !== "closed";
  }
  /** A Transition is owed (after a mutation or a version bump) even if nothing changed. */
  get owesTransition(): boolean {
    return this.#transition.forced;
  }
  get pendingMutations(): number {
    return this.#requests.pendingMutations;
  }
  get pendingActions(): number {
    return this.#requests.pendingActions;
  }
  get lastSentAt(): number {
    return this.#socket.lastSentAt;
  }

  #assertOpen(what: string): void {
    if (this.#phase === "closed")
      throw new SessionStateError(`connection ${this.id}: ${what} after close`);
  }

  /** `Connect`: the client's session id and clock skew. */
  connect(
    message: Pick<MessageOf<"Connect">, "sessionId" | "clientTs">,
    now = Date.now(),
  ): void {
    this.#assertOpen("Connect");
    this.#phase = "connected";
    this.#sessionId = message.sessionId;
    if (message.clientTs !== undefined)
      this.#clientClockSkew = message.clientTs - now;
  }

  /** The client's session id; a `ProtocolError` if `type` came before `Connect`. */
  connectedSessionId(type: string): string {
    if (this.#sessionId === null)
      throw new ProtocolError(`${type} before Connect`);
    return this.#sessionId;
  }

  /**
   * Enters the closed phase (the caller closes the socket) and releases what the
   * session shows; false if it was closed already.
   */
  markClosed(): boolean {
    if (this.#phase === "closed") return false;
    this.#phase = "closed";
    this.#querySet.clear();
    return true;
  }

  /** `ModifyQuerySet` (see `QuerySet.apply`; `admit` checks each `Add`). */
  applyModifyQuerySet(
    message: MessageOf<"ModifyQuerySet">,
    admit: AdmitQuery,
  ): void {
    this.#assertOpen("ModifyQuerySet");
    this.#querySet.apply(message, admit);
  }

  /** Whether `sub` is still this session's subscription for its query id. */
  isCurrent(sub: Subscription): boolean {
    return this.#querySet.isCurrent(sub);
  }

  /** The key of `sub`'s inputs as this session's identity (`instanceKey`, cached). */
  queryKey(sub: Subscription): string {
    return this.#querySet.queryKey(sub, this.#identityKey);
  }

  /** `sub` cannot run: it shows `refusal` from now on (until subscribed again). */
  refuse(sub: Subscription, refusal: QueryInstance): void {
    this.#assertComputing("refuse");
    this.#querySet.refuse(sub, refusal);
  }

  /**
   * `sub` shows `instance` (the caller's hold on it becomes the subscription's); true
   * if this result has not been sent for it yet.
   */
  showResult(sub: Subscription, instance: QueryInstance): boolean {
    this.#assertComputing("showResult");
    return this.#querySet.showResult(sub, instance);
  }

  /** Whether the current token has expired. */
  tokenExpired(nowMs = Date.now()): boolean {
    return this.#tokenExp !== null && nowMs / 1000 >= this.#tokenExp;
  }

  /** `Authenticate`'s base version must be the current identity version. */
  checkIdentityBase(baseVersion: number): void {
    if (baseVersion !== this.#identityVersion) {
      throw new ProtocolError(
        `BaseVersionMismatch: identity base version ${baseVersion}, expected ${this.#identityVersion}`,
      );
    }
  }

  /**
   * A validated `Authenticate` from `baseVersion`: the new identity (and its token's
   * `exp`, seconds). Every subscription drops its execution, to run again as it.
   */
  setIdentity(
    baseVersion: number,
    identity: UserIdentity | null,
    tokenExp: number | null,
    admin: boolean,
  ): void {
    this.#assertOpen("Authenticate");
    if (baseVersion !== this.#identityVersion)
      throw new SessionStateError(
        `connection ${this.id}: identity ${baseVersion} is not the current ${this.#identityVersion}`,
      );
    this.#identity = identity;
    this.#admin = admin;
    // The admin's executions reach internal queries: never shared with clients'.
    const key = identity === null ? "anonymous" : JSON.stringify(identity);
    this.#identityKey = admin ? adminIdentityKey(key) : key;
    this.#tokenExp = tokenExp;
    this.#identityVersion = baseVersion + 1;
    this.#querySet.dropExecutions();
  }

  /** A commit invalidated a result this session shows or is about to show. */
  resultInvalidated(): void {
    this.#needsRound();
  }

  /**
   * Something may have changed for the client; `forced` sends a Transition even if
   * nothing did (after a mutation or a version bump). False once closed.
   */
  markDirty(forced: boolean, atTs?: bigint): boolean {
    if (this.#phase === "closed") return false;
    this.#transition.markDirty(forced, atTs);
    return true;
  }

  /** An update round begins this session's next Transition: what it will describe. */
  beginTransition(): TransitionTarget {
    this.#assertOpen("beginTransition");
    return this.#transition.begin(
      this.#identityVersion,
      this.#identity,
      this.#admin,
    );
  }

  #assertComputing(what: string): void {
    this.#assertOpen(what);
    this.#transition.assertComputing(what);
  }

  /** The Transition begun for `target` will not be sent (its identity is outdated): begin again. */
  abandonTransition(target: TransitionTarget): void {
    this.#assertOpen("abandonTransition");
    this.#transition.abandon(target);
  }

  /**
   * The Transition begun for `target` is built at `ts` (`modified`: it removes or
   * updates queries). Returns its start and end versions and moves to `writing`, or
   * null (and idle) when it has nothing to tell the client.
   */
  finishTransition(
    target: Pick<TransitionTarget, "querySet" | "identityVersion">,
    ts: bigint,
    modified: boolean,
  ): { start: Version; end: Version } | null {
    this.#assertOpen("finishTransition");
    return this.#transition.finish(target, this.#identityVersion, ts, modified);
  }

  /** The Transition is handed to the kernel (`writeFrame`'s callback): the next may begin. */
  readonly transitionWritten = (): void => {
    if (this.#phase === "closed") return;
    this.#transition.written();
  };

  /**
   * Runs `handle` for an inbound message now, or after the earlier ones still being
   * handled (an `Authenticate` validating its token), in order; not once closed.
   * `failed` gets what it throws or rejects with.
   */
  handleInOrder(handle: () => Promise<void> | undefined, failed: Failed): void {
    this.#assertOpen("an inbound message");
    this.#requests.inbound(handle, () => !this.closed, failed);
  }

  /** Queues a `Mutation` behind this connection's earlier ones; `run` answers it. */
  enqueueMutation(
    requestId: number,
    run: () => Promise<void>,
    failed: Failed,
  ): void {
    this.#assertOpen("Mutation");
    this.connectedSessionId("Mutation");
    this.#firstRequestId ??= requestId;
    this.#requests.mutation(run, failed);
  }

  /** Starts an `Action` (actions run concurrently); `run` answers it. */
  startAction(run: () => Promise<void>, failed: Failed): void {
    this.#assertOpen("Action");
    this.connectedSessionId("Action");
    this.#requests.action(run, failed);
  }

  /** Token bucket: false when the client exceeded its message rate. */
  takeMessageToken(): boolean {
    return this.#socket.takeMessageToken();
  }

  /** The peer answered a WebSocket ping. */
  ponged(): void {
    this.#socket.ponged();
  }

  /** Pings the peer; false (and no ping) if it did not answer the previous one. */
  pingPeer(): boolean {
    return this.#socket.pingPeer();
  }

  /**
   * Writes one already framed message (`chunks`, see `../protocol/text-frames`) to the socket; `done`
   * runs once it is handed to the kernel, or at once if the connection is closed.
   */
  writeFrame(chunks: readonly Buffer[], done?: () => void): void {
    if (this.closed) {
      done?.();
      return;
    }
    this.#socket.write(chunks, done);
  }

  /** Half-closes the socket after the close frame (see `SessionSocket.end`). */
  endSocket(): Promise<void> {
    return this.#socket.end();
  }
}
