/**
 * The sync endpoint (`/api/<client version>/sync`, `/api/sync`): the WebSocket protocol
 * of `convex/browser`, served from the cloud port.
 *
 * Reactivity: every query run by a subscription records its read set. The runner calls
 * `onCommitted` under txLock as each mutation commits; the registry invalidates exactly
 * the executions that commit touched and marks their connections dirty. Update rounds
 * (`./scheduler`) re-run only invalid queries, a bounded slice per connection per
 * round, and send each connection one Transition once everything it shows is durable.
 *
 * Inbound frames are checked at the door (`./protocol`, `./query-set`, `./args`,
 * limits in `./limits`): a malformed frame ends only its own connection, with
 * `FatalError`; a query or mutation whose arguments Convex would refuse fails alone.
 *
 * Mutations from one connection run in order; each is deduplicated by
 * (sessionId, requestId) in the same transaction as its writes, so a mutation re-sent
 * after a reconnect runs once. Its response goes out before the Transition that shows
 * it, which the client waits for before resolving the promise.
 */
import { type IncomingMessage } from "node:http";
import { type Duplex } from "node:stream";
import { convexToJson, type JSONValue } from "convex/values";
import { decodeJwt } from "jose";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import { functionFailure } from "../isolate/functions";
import { type AppliedCommit } from "../database/committer";
import { type UserIdentity } from "../isolate/call";
import { log } from "../log";
import { functionArgs } from "./args";
import { type SyncHost, type SyncStats } from "./host";
import { CLOSE, DEFAULT_SYNC_LIMITS, type SyncLimits } from "./limits";
import {
  type ClientMessage,
  encodeTs,
  parseClientMessage,
  ProtocolError,
  type ServerMessage,
} from "./protocol";
import { textFrame } from "./frames";
import { QueryRegistry } from "./queries";
import { modifyQuerySet } from "./query-set";
import { RoundScheduler } from "./scheduler";
import { Session } from "./session";

export type { SyncHost, SyncStats } from "./host";
export type { SyncLimits } from "./limits";

/** Options; every limit of `SyncLimits` may be given (defaults in `./limits`). */
export interface SyncOptions extends Partial<SyncLimits> {
  /**
   * Browser origins allowed to open the socket (`Origin` header). Requests without an
   * `Origin` (Node clients, tools) are always allowed; `"*"` allows every origin.
   */
  allowedOrigins: string[];
  /** Send a Ping after this much silence. Default 15 s (the client gives up after 60 s). */
  pingIntervalMs?: number;
  /**
   * How long a mutation's (sessionId, requestId) record is kept for a client that never
   * reconnects. Default 14 days, as Convex's `MAX_SESSION_CLEANUP_DURATION`; `Infinity`
   * keeps them. (Records a reconnected client can no longer re-send go sooner.)
   */
  sessionRequestRetentionMs?: number;
}

/** How long `close` waits for close frames to reach slow sockets. */
const CLOSE_FLUSH_MS = 1000;
/** How often records older than the retention are looked for (a full scan). */
const AGE_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

function limitsOf(options: SyncOptions): SyncLimits {
  const limits: SyncLimits = { ...DEFAULT_SYNC_LIMITS };
  for (const name of Object.keys(limits) as (keyof SyncLimits)[]) {
    const value = options[name];
    if (value !== undefined) limits[name] = value;
  }
  return limits;
}

function isSyncPath(url: string | undefined): boolean {
  const target = url ?? "/";
  const query = target.indexOf("?");
  const path = query === -1 ? target : target.slice(0, query);
  return path === "/api/sync" || /^\/api\/[^/]+\/sync$/.test(path);
}

export class SyncServer {
  readonly stats: SyncStats = {
    queryExecutions: 0,
    transitions: 0,
    mutations: 0,
    mutationsReceived: 0,
    deduplicatedMutations: 0,
    connections: 0,
    framesReceived: 0,
  };
  readonly limits: SyncLimits;
  private readonly wss: WebSocketServer;
  private readonly registry: QueryRegistry;
  private readonly rounds: RoundScheduler;
  private readonly sessions = new Set<Session>();
  private nextSessionId = 1;
  private readonly timer: NodeJS.Timeout;
  private closing = false;
  private ticks = 0;
  private readonly allowedOrigins: Set<string>;
  private readonly pingIntervalMs: number;
  private readonly retentionMs: number;
  /**
   * Per session id, the first request id its newest connection sent: the client
   * re-sends every unresolved mutation first, in id order, on each new connection, so
   * the records below it can never be asked for again.
   */
  private readonly dedupFloors = new Map<string, number>();
  private nextAgePrune = 0;

  constructor(
    private readonly host: SyncHost,
    options: SyncOptions,
  ) {
    this.allowedOrigins = new Set(
      options.allowedOrigins.map((o) => o.replace(/\/+$/, "")),
    );
    this.limits = limitsOf(options);
    this.pingIntervalMs = options.pingIntervalMs ?? 15_000;
    this.retentionMs =
      options.sessionRequestRetentionMs ?? 14 * 24 * 60 * 60 * 1000;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.limits.maxFrameBytes,
      perMessageDeflate: false,
      // Connections are tracked as sessions; `close` ends them itself.
      clientTracking: false,
    });
    this.registry = new QueryRegistry(host.store);
    this.rounds = new RoundScheduler({
      host,
      registry: this.registry,
      stats: this.stats,
      limits: this.limits,
      closeSession: (session, code, reason) =>
        this.closeSession(session, code, reason),
      authError: (session, error, attempted) =>
        this.authError(session, error, attempted),
    });
    host.committer.onApplied((commit) => this.onCommitted(commit));
    this.timer = setInterval(
      () => this.heartbeat(),
      Math.min(5000, this.pingIntervalMs),
    );
    this.timer.unref();
  }

  get connectionCount(): number {
    return this.sessions.size;
  }

  // ------------------------------------------------------------------ upgrade

  /** Takes over an HTTP upgrade on the cloud port (`HttpFaces.onUpgrade`). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const reject = (status: string, message: string) => {
      socket.end(
        `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
      );
    };
    if (this.closing)
      return reject("503 Service Unavailable", "The backend is shutting down.");
    if (!isSyncPath(req.url))
      return reject(
        "404 Not Found",
        "No WebSocket endpoint here; use /api/<version>/sync.",
      );
    const origin = req.headers.origin;
    if (origin !== undefined && !this.originAllowed(origin)) {
      log.warn(
        `sync: refused a WebSocket from origin ${origin} (not in the allow-list)`,
      );
      return reject(
        "403 Forbidden",
        `Origin ${origin} is not allowed to connect to this backend. Add it with --allow-origin (allowedOrigins).`,
      );
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, socket));
  }

  private originAllowed(origin: string): boolean {
    return (
      this.allowedOrigins.has("*") ||
      this.allowedOrigins.has(origin.replace(/\/+$/, ""))
    );
  }

  private accept(ws: WebSocket, socket: Duplex): void {
    const session = new Session(ws, socket, this.nextSessionId++, {
      perSecond: this.limits.messagesPerSecond,
      burst: this.limits.messageBurst,
    });
    // Its next Transition may go out once this one is handed to the kernel.
    session.transitionWritten = () => {
      session.inflight = false;
      if (session.dirty) this.rounds.markDirty(session, false);
    };
    this.sessions.add(session);
    this.stats.connections++;
    ws.on("message", (data: RawData, isBinary: boolean) =>
      this.onFrame(session, data, isBinary),
    );
    ws.on("pong", () => {
      session.alive = true;
    });
    ws.on("error", (e: Error) => {
      // e.g. a frame over maxPayload: ws closes with 1009 itself.
      if (!session.closed)
        log.warn(`sync: connection ${session.id}: ${e.message}`);
    });
    ws.on("close", () => this.onClosed(session));
  }

  private onClosed(session: Session): void {
    if (session.closed) return;
    session.closed = true;
    this.sessions.delete(session);
    this.rounds.forget(session);
    for (const sub of session.subs.values()) {
      if (sub.instance) this.registry.release(sub.instance, session);
    }
    session.subs.clear();
  }

  private closeSession(session: Session, code: number, reason: string): void {
    if (session.closed) return;
    // Close reasons are limited to 123 bytes of UTF-8: cut whole characters.
    let short = reason;
    while (Buffer.byteLength(short) > 123) short = short.slice(0, -1);
    try {
      session.ws.close(code, short);
    } catch {
      session.ws.terminate();
    }
    this.onClosed(session);
    // A client that does not answer the close handshake is cut off.
    setTimeout(() => session.ws.terminate(), 2000).unref();
  }

  // ----------------------------------------------------------------- inbound

  private onFrame(session: Session, data: RawData, isBinary: boolean): void {
    this.stats.framesReceived++;
    if (session.closed) return;
    if (!session.takeMessageToken()) {
      this.closeSession(
        session,
        CLOSE.protocol,
        "TooManyConcurrentRequests: message rate limit exceeded",
      );
      return;
    }
    if (isBinary) {
      this.refuse(
        session,
        "binary frames are not part of the sync protocol",
        CLOSE.unsupported,
      );
      return;
    }
    let message: ClientMessage;
    try {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString("utf8")
        : (data as Buffer).toString("utf8");
      message = parseClientMessage(text, this.limits.maxFrameNesting);
    } catch (e) {
      this.refuse(session, (e as Error).message);
      return;
    }
    // Handled at once unless an earlier message is still being handled (Authenticate
    // validates its token asynchronously): then in order, after it.
    if (session.inboundPending > 0) {
      this.queueInbound(
        session,
        session.inbound.then(() =>
          session.closed ? undefined : this.handle(session, message),
        ),
      );
      return;
    }
    try {
      const pending = this.handle(session, message);
      if (pending) this.queueInbound(session, pending);
    } catch (e) {
      this.inboundFailed(session, e);
    }
  }

  private queueInbound(session: Session, pending: Promise<void>): void {
    session.inboundPending++;
    session.inbound = pending
      .catch((e: unknown) => this.inboundFailed(session, e))
      .finally(() => {
        session.inboundPending--;
      });
  }

  private inboundFailed(session: Session, e: unknown): void {
    if (e instanceof ProtocolError) {
      this.refuse(session, e.message);
    } else {
      log.error(`sync: connection ${session.id} failed:`, e);
      this.closeSession(session, CLOSE.internal, "InternalServerError");
    }
  }

  /**
   * Ends a connection whose frame is not a message this server accepts, as Convex
   * does: `FatalError` (on which the client stops rather than reconnecting into the
   * same error) and a close saying why. Only this connection is affected.
   */
  private refuse(
    session: Session,
    why: string,
    code: number = CLOSE.protocol,
  ): void {
    if (session.closed) return;
    const error = `InvalidMessage: ${why}`;
    this.send(session, { type: "FatalError", error });
    this.closeSession(session, code, error);
  }

  /** Handles one message; a promise only for the messages that finish later. */
  private handle(
    session: Session,
    message: ClientMessage,
  ): Promise<void> | undefined {
    if (message.type === "Event") return;
    if (message.type === "Connect") {
      session.sessionId = message.sessionId;
      session.connectionCount = message.connectionCount;
      if (message.clientTs !== undefined)
        session.clientClockSkew = message.clientTs - Date.now();
      return;
    }
    if (session.sessionId === null)
      throw new ProtocolError(`${message.type} before Connect`);
    switch (message.type) {
      case "ModifyQuerySet":
        modifyQuerySet(session, message, this.registry, this.limits);
        this.rounds.markDirty(session, true);
        return;
      case "Authenticate":
        return this.authenticate(session, message);
      case "Mutation": {
        this.stats.mutationsReceived++;
        if (session.pendingMutations >= this.limits.maxPendingMutations) {
          this.closeSession(
            session,
            CLOSE.again,
            `TooManyConcurrentMutations: at most ${this.limits.maxPendingMutations} mutations in flight per connection`,
          );
          return;
        }
        session.pendingMutations++;
        if (session.firstRequestId === null) {
          session.firstRequestId = message.requestId;
          const floor = this.dedupFloors.get(session.sessionId);
          if (floor === undefined || message.requestId > floor)
            this.dedupFloors.set(session.sessionId, message.requestId);
        }
        const identity = session.identity;
        const expired = session.tokenExpired();
        session.mutations = session.mutations
          .then(() =>
            this.runMutation(
              session,
              message.requestId,
              message.udfPath,
              message.args,
              identity,
              expired,
            ),
          )
          // Not expected (failures become responses); if it happens, it ends this
          // connection only, and neither breaks its queue nor goes unhandled.
          .catch((e: unknown) => this.inboundFailed(session, e))
          .finally(() => {
            session.pendingMutations--;
          });
        return;
      }
      case "Action":
        if (session.pendingActions >= this.limits.maxPendingActions) {
          this.closeSession(
            session,
            CLOSE.again,
            `TooManyConcurrentActions: at most ${this.limits.maxPendingActions} actions in flight per connection`,
          );
          return;
        }
        session.pendingActions++;
        void this.runAction(
          session,
          message.requestId,
          message.udfPath,
          message.args,
          session.identity,
        )
          .catch((e: unknown) => this.inboundFailed(session, e))
          .finally(() => {
            session.pendingActions--;
          });
        return;
    }
  }

  private async authenticate(
    session: Session,
    message: Extract<ClientMessage, { type: "Authenticate" }>,
  ): Promise<void> {
    if (message.baseVersion !== session.identityVersion) {
      throw new ProtocolError(
        `BaseVersionMismatch: identity base version ${message.baseVersion}, expected ${session.identityVersion}`,
      );
    }
    let identity: UserIdentity | null = null;
    let exp: number | null = null;
    if (message.tokenType !== "None") {
      try {
        if (message.tokenType === "Admin")
          throw new Error(
            "Admin authentication is not supported by the local backend.",
          );
        identity = await this.host.validateToken(message.value);
        const claims = decodeJwt(message.value);
        exp = typeof claims.exp === "number" ? claims.exp : null;
      } catch (e) {
        this.authError(session, (e as Error).message, true);
        return;
      }
    }
    session.identity = identity;
    session.identityKey =
      identity === null ? "anonymous" : JSON.stringify(identity);
    session.tokenExp = exp;
    session.identityVersion = message.baseVersion + 1;
    // A new identity: every query re-runs (or reuses another client's run) as it.
    for (const sub of session.subs.values()) {
      if (sub.instance) this.registry.release(sub.instance, session);
      sub.instance = null;
    }
    this.rounds.markDirty(session, true);
  }

  /** `AuthError` then close: the client fetches a fresh token and reconnects. */
  private authError(
    session: Session,
    error: string,
    authUpdateAttempted: boolean,
  ): void {
    this.send(session, {
      type: "AuthError",
      error,
      baseVersion: session.identityVersion,
      authUpdateAttempted,
    });
    this.closeSession(session, 1000, "AuthError");
  }

  // --------------------------------------------------------- mutations/actions

  private async runMutation(
    session: Session,
    requestIdNumber: number,
    udfPath: string,
    rawArgs: JSONValue[],
    identity: UserIdentity | null,
    expired: boolean,
  ): Promise<void> {
    // Not started before the socket closed: the client re-sends it on its next socket.
    if (session.closed) return;
    if (expired || session.tokenExpired()) {
      this.authError(session, "Token expired", false);
      return;
    }
    const sessionId = session.sessionId!;
    let response: ServerMessage;
    try {
      // Deduplicated by (sessionId, requestId) in the mutation's own transaction.
      const result = await this.host.runner.runMutation(
        udfPath,
        functionArgs(udfPath, rawArgs),
        {
          auth: identity,
          fromClient: true,
          dedup: { sessionId, requestId: requestIdNumber },
        },
      );
      this.stats.mutations++;
      if (result.replayed) this.stats.deduplicatedMutations++;
      response = {
        type: "MutationResponse",
        requestId: requestIdNumber,
        success: true,
        result: convexToJson(result.value),
        ts: encodeTs(result.ts),
        logLines: result.logLines,
      };
    } catch (e) {
      response = this.failure("MutationResponse", requestIdNumber, udfPath, e);
    }
    this.send(session, response);
    // The Transition that covers this mutation's ts follows its response.
    this.rounds.markDirty(session, true);
  }

  private async runAction(
    session: Session,
    requestIdNumber: number,
    udfPath: string,
    rawArgs: JSONValue[],
    identity: UserIdentity | null,
  ): Promise<void> {
    if (session.tokenExpired()) {
      this.authError(session, "Token expired", false);
      return;
    }
    let response: ServerMessage;
    try {
      const args = functionArgs(udfPath, rawArgs);
      const result = await this.host.runner.runAction(udfPath, args, {
        auth: identity,
        fromClient: true,
      });
      response = {
        type: "ActionResponse",
        requestId: requestIdNumber,
        success: true,
        result: convexToJson(result.value),
        logLines: result.logLines,
      };
    } catch (e) {
      response = this.failure("ActionResponse", requestIdNumber, udfPath, e);
    }
    this.send(session, response);
  }

  /** A failed mutation's or action's response; its log lines travel on the error. */
  private failure(
    type: "MutationResponse" | "ActionResponse",
    requestIdNumber: number,
    udfPath: string,
    e: unknown,
  ): ServerMessage {
    const { errorMessage, errorData } = functionFailure(e, udfPath);
    return {
      type,
      requestId: requestIdNumber,
      success: false,
      result: errorMessage,
      logLines: (e as { logLines?: string[] }).logLines ?? [],
      ...(errorData !== undefined ? { errorData } : {}),
    };
  }

  // ------------------------------------------------------------- reactivity

  private onCommitted(commit: AppliedCommit): void {
    try {
      this.registry.applyCommit(commit);
    } catch (e) {
      // Never fail a commit because of the sync layer; re-run everything instead.
      log.error("sync: invalidation failed, re-running all subscriptions:", e);
      this.registry.invalidateAll();
    }
  }

  /** Re-runs every subscription (code reload). */
  invalidateAll(): void {
    this.registry.invalidateAll();
  }

  // ----------------------------------------------------------------- outbound

  /** Sends one JSON message on its own. */
  private send(session: Session, message: ServerMessage): void {
    try {
      session.writeFrame(textFrame(Buffer.from(JSON.stringify(message))));
    } catch (e) {
      // Confined to this connection: callers loop over others (heartbeat Pings).
      log.error(`sync: writing to connection ${session.id} failed:`, e);
      this.closeSession(session, CLOSE.internal, "InternalServerError");
    }
  }

  /**
   * Deletes the (sessionId, requestId) records no client can re-send: below each
   * session's floor (see `dedupFloors`) and, with `age`, those older than the retention.
   * Runs from the heartbeat; returns the number of records deleted.
   */
  async pruneSessionRequests({ age = true } = {}): Promise<number> {
    const floors = [...this.dedupFloors];
    this.dedupFloors.clear();
    let before = 0n;
    if (age) {
      this.nextAgePrune = Date.now() + AGE_PRUNE_INTERVAL_MS;
      if (Number.isFinite(this.retentionMs))
        before = BigInt(Date.now() - this.retentionMs) * 1_000_000n;
    }
    if (floors.length === 0 && before <= 0n) return 0;
    return this.host.committer.serialized(() =>
      this.host.store.pruneSessionResults(floors, before),
    );
  }

  private heartbeat(): void {
    const now = Date.now();
    const age = now >= this.nextAgePrune;
    if (this.dedupFloors.size > 0 || age) {
      this.pruneSessionRequests({ age }).catch((e: unknown) =>
        log.error("sync: pruning session requests failed:", e),
      );
    }
    for (const session of this.sessions) {
      if (now - session.lastSentAt >= this.pingIntervalMs)
        this.send(session, { type: "Ping" });
    }
    // Liveness of the TCP peer: a socket that missed two WebSocket pings is dropped.
    if (++this.ticks % 6 === 0) {
      for (const session of this.sessions) {
        if (!session.alive) {
          session.ws.terminate();
          this.onClosed(session);
          continue;
        }
        session.alive = false;
        session.ws.ping();
      }
    }
  }

  /**
   * Closes every connection and stops. Each client gets a close frame saying why
   * (`InternalServerError`, which the client treats as a restart: it reconnects after
   * about a second) followed at once by the end of the stream, so it does not wait for
   * this server to finish the close handshake. Resolves once every close frame is
   * handed to the kernel (waiting at most `CLOSE_FLUSH_MS`); a socket still open 2 s
   * after its close frame is cut (`closeSession`).
   */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    const flushed: Promise<void>[] = [];
    for (const session of [...this.sessions]) {
      this.closeSession(
        session,
        CLOSE.goingAway,
        "InternalServerError: backend stopping",
      );
      flushed.push(session.endSocket());
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(flushed),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_FLUSH_MS))),
    ]);
    clearTimeout(timer);
    await new Promise<void>((resolve) => {
      this.wss.close(() => resolve());
    });
  }
}
