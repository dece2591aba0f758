/**
 * The sync endpoint (`/api/<client version>/sync`, `/api/sync`): the WebSocket protocol
 * of `convex/browser`, served from the cloud port.
 *
 * Reactivity: every query run by a subscription records its read set. The runner calls
 * `onCommitted` under txLock as each mutation commits; the registry invalidates exactly
 * the executions that commit touched and marks their connections dirty. Update rounds
 * take txLock once for all dirty connections, read `ts = lastCommitTs`, re-run only
 * invalid queries (sharing one execution between identical subscriptions), and send
 * each connection one Transition once everything it shows is durable. So every result
 * in a Transition is valid at its `endVersion.ts`. Connections in the same state share
 * one serialized payload and frame, written to every socket in one pass. A connection
 * whose last Transition is still being written is skipped; its changes coalesce into
 * its next Transition.
 *
 * Mutations from one connection run in order; each is deduplicated by
 * (sessionId, requestId) in the same transaction as its writes, so a mutation re-sent
 * after a reconnect runs once. Its response goes out before the Transition that shows
 * it, which the client waits for before resolving the promise.
 */
import { type IncomingMessage } from "node:http";
import { type Duplex } from "node:stream";
import {
  convexToJson,
  type JSONValue,
  jsonToConvex,
  type Value,
} from "convex/values";
import { decodeJwt } from "jose";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import {
  functionFailure,
  resolveFunction,
  validateArgs,
} from "../runtime/functions";
import { type LoadedApp } from "../runtime/loader";
import {
  type CommitEvent,
  type PaginationJournal,
  type Runner,
  type UserIdentity,
} from "../runtime/runner";
import { Transaction } from "../runtime/transaction";
import { log } from "../log";
import { type Store } from "../storage/store";
import {
  type AddQuery,
  type ClientMessage,
  encodeTs,
  parseClientMessage,
  ProtocolError,
  type QueryJournal,
  type ServerMessage,
} from "./protocol";
import { textFrame } from "./frames";
import {
  instanceKey,
  type QueryOutcome,
  QueryInstance,
  QueryRegistry,
} from "./queries";
import { Session, type Subscription, type Version } from "./session";

export interface SyncHost {
  readonly runner: Runner;
  readonly store: Store;
  readonly app: LoadedApp;
  validateToken(token: string): Promise<UserIdentity>;
}

export interface SyncOptions {
  /**
   * Browser origins allowed to open the socket (`Origin` header). Requests without an
   * `Origin` (Node clients, tools) are always allowed; `"*"` allows every origin.
   */
  allowedOrigins: string[];
  /** Largest accepted frame, in bytes. Default 16 MiB (the function argument limit). */
  maxFrameBytes?: number;
  /** Sustained client messages per second per connection. Default 500. */
  messagesPerSecond?: number;
  /** Burst of client messages per connection. Default 2000. */
  messageBurst?: number;
  /** Send a Ping after this much silence. Default 15 s (the client gives up after 60 s). */
  pingIntervalMs?: number;
  /**
   * How long a mutation's (sessionId, requestId) record is kept for a client that never
   * reconnects. Default 14 days, as Convex's `MAX_SESSION_CLEANUP_DURATION`; `Infinity`
   * keeps them. (Records a reconnected client can no longer re-send go sooner.)
   */
  sessionRequestRetentionMs?: number;
}

export interface SyncStats {
  /** Query executions by subscriptions (a shared execution counts once). */
  queryExecutions: number;
  transitions: number;
  mutations: number;
  /** Mutation messages received (before they run). */
  mutationsReceived: number;
  /** Mutations answered from the (sessionId, requestId) record instead of running. */
  deduplicatedMutations: number;
  connections: number;
}

const CLOSE_PROTOCOL = 1008;
const CLOSE_UNSUPPORTED = 1003;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_INTERNAL = 1011;
/** How long `close` waits for close frames to reach slow sockets. */
const CLOSE_FLUSH_MS = 1000;
/** How often records older than the retention are looked for (a full scan). */
const AGE_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

function parseJournal(journal: QueryJournal): PaginationJournal {
  if (typeof journal !== "string") return { end: null };
  try {
    const parsed = JSON.parse(journal) as unknown;
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      typeof (parsed as { end?: unknown }).end === "string"
    ) {
      return { end: (parsed as { end: string }).end };
    }
  } catch {
    // A journal we did not write: start fresh.
  }
  return { end: null };
}

function formatJournal(journal: PaginationJournal): QueryJournal {
  return journal.end === null ? null : JSON.stringify({ end: journal.end });
}

function argsObject(args: JSONValue[]): Record<string, Value> {
  const decoded = args.length === 0 ? {} : jsonToConvex(args[0] ?? {});
  if (
    typeof decoded !== "object" ||
    decoded === null ||
    Array.isArray(decoded) ||
    decoded instanceof ArrayBuffer
  ) {
    throw new ProtocolError("Function arguments must be an object.");
  }
  return decoded as Record<string, Value>;
}

/** One connection's work in an update round (see `SyncServer.plan`). */
interface Plan {
  session: Session;
  querySet: number;
  identityVersion: number;
  identity: UserIdentity | null;
  /** Query ids removed since the last Transition. */
  removed: number[];
  /** Subscriptions without a valid execution, resolved by `execute`. */
  todo: PlanItem[];
}

interface PlanItem {
  sub: Subscription;
  key: string;
  instance: QueryInstance | null;
  error: unknown;
}

/** A Transition without `clientClockSkew`/`serverTs`: `"type":…}`, the payload's tail. */
interface Payload {
  bytes: Buffer;
}

interface Outgoing {
  session: Session;
  payload: Payload;
}

function transitionPayload(
  start: Version,
  end: Version,
  removed: number[],
  updated: PlanItem[],
): Payload {
  // Serialized by hand: a shared result is stringified once, not once per client.
  const modifications = removed.map(
    (queryId) => `{"type":"QueryRemoved","queryId":${queryId}}`,
  );
  for (const { sub, instance } of updated)
    modifications.push(instance!.modificationJson(sub.queryId));
  const version = (v: Version) =>
    `{"querySet":${v.querySet},"identity":${v.identity},"ts":"${encodeTs(v.ts)}"}`;
  return {
    bytes: Buffer.from(
      `"type":"Transition","startVersion":${version(start)},"endVersion":${version(end)},"modifications":[${modifications.join(",")}]}`,
    ),
  };
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
  };
  private readonly wss: WebSocketServer;
  private readonly registry: QueryRegistry;
  private readonly sessions = new Set<Session>();
  private readonly dirtySessions = new Set<Session>();
  private roundScheduled = false;
  private nextSessionId = 1;
  private readonly timer: NodeJS.Timeout;
  private closing = false;
  private ticks = 0;
  private readonly allowedOrigins: Set<string>;
  private readonly rate: { perSecond: number; burst: number };
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
    this.rate = {
      perSecond: options.messagesPerSecond ?? 500,
      burst: options.messageBurst ?? 2000,
    };
    this.pingIntervalMs = options.pingIntervalMs ?? 15_000;
    this.retentionMs =
      options.sessionRequestRetentionMs ?? 14 * 24 * 60 * 60 * 1000;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: options.maxFrameBytes ?? 16 << 20,
      perMessageDeflate: false,
      // Connections are tracked as sessions; `close` ends them itself.
      clientTracking: false,
    });
    this.registry = new QueryRegistry(host.store);
    host.runner.onCommitted((commit) => this.onCommitted(commit));
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
    const session = new Session(ws, socket, this.nextSessionId++, this.rate);
    // Its next Transition may go out once this one is handed to the kernel.
    session.transitionWritten = () => {
      session.inflight = false;
      if (session.dirty) this.markDirty(session, false);
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
    this.dirtySessions.delete(session);
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
    if (session.closed) return;
    if (!session.takeMessageToken()) {
      this.closeSession(
        session,
        CLOSE_PROTOCOL,
        "TooManyConcurrentRequests: message rate limit exceeded",
      );
      return;
    }
    if (isBinary) {
      this.closeSession(
        session,
        CLOSE_UNSUPPORTED,
        "InvalidMessage: binary frames are not part of the sync protocol",
      );
      return;
    }
    let message: ClientMessage;
    try {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString("utf8")
        : (data as Buffer).toString("utf8");
      message = parseClientMessage(text);
    } catch (e) {
      this.closeSession(
        session,
        CLOSE_PROTOCOL,
        `InvalidMessage: ${(e as Error).message}`,
      );
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
      this.closeSession(
        session,
        CLOSE_PROTOCOL,
        `InvalidMessage: ${e.message}`,
      );
    } else {
      log.error(`sync: connection ${session.id} failed:`, e);
      this.closeSession(session, CLOSE_INTERNAL, "InternalServerError");
    }
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
        this.modifyQuerySet(session, message);
        return;
      case "Authenticate":
        return this.authenticate(session, message);
      case "Mutation": {
        this.stats.mutationsReceived++;
        if (session.firstRequestId === null) {
          session.firstRequestId = message.requestId;
          const floor = this.dedupFloors.get(session.sessionId);
          if (floor === undefined || message.requestId > floor)
            this.dedupFloors.set(session.sessionId, message.requestId);
        }
        const identity = session.identity;
        const expired = session.tokenExpired();
        session.mutations = session.mutations.then(() =>
          this.runMutation(
            session,
            message.requestId,
            message.udfPath,
            message.args,
            identity,
            expired,
          ),
        );
        return;
      }
      case "Action":
        void this.runAction(
          session,
          message.requestId,
          message.udfPath,
          message.args,
          session.identity,
        );
        return;
    }
  }

  private modifyQuerySet(
    session: Session,
    message: Extract<ClientMessage, { type: "ModifyQuerySet" }>,
  ): void {
    if (message.baseVersion !== session.querySetVersion) {
      throw new ProtocolError(
        `BaseVersionMismatch: query set base version ${message.baseVersion}, expected ${session.querySetVersion}`,
      );
    }
    if (message.newVersion <= message.baseVersion) {
      throw new ProtocolError(
        `ModifyQuerySet.newVersion ${message.newVersion} must exceed ${message.baseVersion}`,
      );
    }
    for (const mod of message.modifications) {
      if (mod.type === "Add") this.addQuery(session, mod);
      else {
        const sub = session.subs.get(mod.queryId);
        if (!sub)
          throw new ProtocolError(`Remove of unknown query ${mod.queryId}`);
        if (sub.instance) this.registry.release(sub.instance, session);
        session.subs.delete(mod.queryId);
        session.removed.push(mod.queryId);
      }
    }
    session.querySetVersion = message.newVersion;
    this.markDirty(session, true);
  }

  private addQuery(session: Session, mod: AddQuery): void {
    if (session.subs.has(mod.queryId))
      throw new ProtocolError(`Duplicate query id ${mod.queryId}`);
    if (mod.componentPath)
      throw new ProtocolError(
        "Components are not supported by the local backend",
      );
    session.removed = session.removed.filter((id) => id !== mod.queryId);
    session.subs.set(mod.queryId, {
      queryId: mod.queryId,
      udfPath: mod.udfPath,
      args: mod.args,
      journal: mod.journal ?? null,
      instance: null,
      sentHash: null,
    });
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
    this.markDirty(session, true);
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
        argsObject(rawArgs),
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
    this.markDirty(session, true);
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
      const args = argsObject(rawArgs);
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

  private onCommitted(commit: CommitEvent): void {
    try {
      this.registry.applyCommit(commit);
    } catch (e) {
      // Never fail a commit because of the sync layer; re-run everything instead.
      log.error("sync: invalidation failed, re-running all subscriptions:", e);
      this.registry.invalidateAll();
    }
  }

  private onInvalidated = (instance: QueryInstance): void => {
    for (const holder of instance.holders.keys()) {
      this.markDirty(holder, false);
    }
  };

  /** Re-runs every subscription (code reload). */
  invalidateAll(): void {
    this.registry.invalidateAll();
  }

  private markDirty(session: Session, forced: boolean): void {
    if (session.closed) return;
    session.dirty = true;
    if (forced) session.forced = true;
    this.dirtySessions.add(session);
    this.scheduleRound();
  }

  private scheduleRound(): void {
    if (this.roundScheduled) return;
    this.roundScheduled = true;
    setImmediate(() => {
      this.roundScheduled = false;
      void this.runRound().catch((e: unknown) =>
        log.error("sync: update round failed:", e),
      );
    });
  }

  /**
   * One update round for every dirty connection that is not still writing its last
   * Transition. Under txLock: plan each connection's work, execute each distinct query
   * once (awaiting only real executions), then build the Transitions synchronously,
   * one payload per group of connections in the same state. After everything shown is
   * durable, all of them are written in one synchronous pass.
   */
  private async runRound(): Promise<void> {
    let durable = null as Promise<void> | null;
    let out: Outgoing[] = [];
    await this.host.runner.txLock.run(async () => {
      const ts = this.host.store.lastCommitTs;
      const plans: Plan[] = [];
      for (const session of this.dirtySessions) {
        if (session.inflight || session.closed) continue;
        this.dirtySessions.delete(session);
        if (session.tokenExpired()) {
          this.authError(session, "Token expired", false);
          continue;
        }
        session.inflight = true;
        session.dirty = false;
        plans.push(this.plan(session));
      }
      const created = await this.execute(plans, ts);
      out = this.transitions(plans, ts);
      for (const instance of created) this.registry.dropIfUnused(instance);
      durable = this.host.store.pendingDurability;
    });
    if (durable) {
      try {
        await durable;
      } catch {
        for (const { session } of out)
          this.closeSession(
            session,
            CLOSE_INTERNAL,
            "InternalServerError: commit failed",
          );
        return;
      }
    }
    // One pass: connections in the same state (and with the same clock skew) share
    // one frame buffer.
    const serverTs = Date.now() * 1_000_000;
    const frames = new Map<Payload, Map<number | undefined, Buffer[]>>();
    for (const { session, payload } of out) {
      if (session.closed) {
        session.transitionWritten();
        continue;
      }
      let bySkew = frames.get(payload);
      if (!bySkew)
        frames.set(payload, (bySkew = new Map<number | undefined, Buffer[]>()));
      const skew = session.clientClockSkew;
      let frame = bySkew.get(skew);
      if (!frame) {
        // `clientClockSkew` and `serverTs` differ by client and round: they open the
        // payload, the shared part (type, versions, modifications) closes it.
        const head =
          skew === undefined
            ? "{"
            : `{"clientClockSkew":${skew},"serverTs":${serverTs},`;
        frame = textFrame(Buffer.from(head), payload.bytes);
        bySkew.set(skew, frame);
      }
      this.stats.transitions++;
      session.writeFrame(frame, session.transitionWritten);
    }
  }

  /**
   * What one connection's Transition needs, taken under txLock before any query runs:
   * the versions and identity it will describe and the subscriptions to (re)compute.
   */
  private plan(session: Session): Plan {
    const removed = session.removed;
    session.removed = [];
    const todo: PlanItem[] = [];
    for (const sub of session.subs.values()) {
      if (sub.instance?.valid) continue;
      let key = sub.key;
      if (
        !key ||
        key.identity !== session.identityKey ||
        key.journal !== sub.journal
      ) {
        key = sub.key = {
          identity: session.identityKey,
          journal: sub.journal,
          value: instanceKey(
            sub.udfPath,
            sub.args,
            session.identityKey,
            sub.journal,
          ),
        };
      }
      todo.push({ sub, key: key.value, instance: null, error: null });
    }
    return {
      session,
      querySet: session.querySetVersion,
      identityVersion: session.identityVersion,
      identity: session.identity,
      removed,
      todo,
    };
  }

  /**
   * Resolves every planned subscription to a valid shared execution at `ts`, running
   * each distinct (function, args, identity, journal) at most once. Returns the
   * instances it created.
   */
  private async execute(plans: Plan[], ts: bigint): Promise<QueryInstance[]> {
    const created: QueryInstance[] = [];
    const failed = new Map<string, unknown>();
    for (const plan of plans) {
      for (const item of plan.todo) {
        const cached = this.registry.lookup(item.key);
        if (cached) {
          item.instance = cached;
          continue;
        }
        if (failed.has(item.key)) {
          item.error = failed.get(item.key);
          continue;
        }
        try {
          const instance = await this.runQuery(item.sub, item.key, plan, ts);
          created.push(instance);
          item.instance = instance;
        } catch (e) {
          failed.set(item.key, e);
          item.error = e;
        }
      }
    }
    return created;
  }

  /**
   * Builds the Transitions of a round (under txLock, synchronously). Messages keep
   * arriving while queries run: a Transition describes the query set and identity as
   * they were when planned, and anything newer goes into the next one; a connection
   * whose identity changed meanwhile is planned again in the next round.
   */
  private transitions(plans: Plan[], ts: bigint): Outgoing[] {
    const out: Outgoing[] = [];
    const payloads = new Map<string, Payload>();
    const tsText = String(ts);
    for (const plan of plans) {
      const { session, todo } = plan;
      if (session.closed) continue;
      let error: unknown = null;
      for (const item of todo) if (item.error !== null) error = item.error;
      if (error !== null) {
        log.error(`sync: update for connection ${session.id} failed:`, error);
        this.closeSession(session, CLOSE_INTERNAL, "InternalServerError");
        continue;
      }
      if (plan.identityVersion !== session.identityVersion) {
        // Computed as the previous identity: plan again as the new one.
        session.removed = plan.removed.concat(session.removed);
        session.inflight = false;
        this.markDirty(session, false);
        continue;
      }
      let updated: PlanItem[] | null = null;
      for (const item of todo) {
        const { sub, instance } = item;
        // Removed while it ran: the instance stays cached for other subscribers.
        if (session.subs.get(sub.queryId) !== sub || !instance) continue;
        this.registry.retain(instance, session);
        if (sub.instance) this.registry.release(sub.instance, session);
        sub.instance = instance;
        sub.journal = instance.outcome.journal;
        if (instance.hash === sub.sentHash) continue;
        sub.sentHash = instance.hash;
        (updated ??= []).push(item);
      }
      const forced = session.forced;
      session.forced = false;
      const start = session.sent;
      const endTs = ts > start.ts ? ts : start.ts;
      const end: Version = {
        querySet: plan.querySet,
        identity: plan.identityVersion,
        ts: endTs,
        key: `${plan.querySet} ${plan.identityVersion} ${endTs === ts ? tsText : String(endTs)}`,
      };
      // Changes that arrived while this was computed get their own Transition.
      if (plan.querySet !== session.querySetVersion) session.dirty = true;
      const versionChanged =
        end.querySet !== start.querySet || end.identity !== start.identity;
      if (
        plan.removed.length === 0 &&
        updated === null &&
        !versionChanged &&
        !forced
      ) {
        session.inflight = false;
        continue;
      }
      session.sent = end;
      // Connections with the same versions and the same modifications share a payload.
      let key = `${start.key}>${end.key}`;
      if (plan.removed.length > 0) key += ` -${plan.removed.join(",")}`;
      if (updated)
        for (const { sub, instance } of updated)
          key += ` ${sub.queryId}:${instance!.serial}`;
      let payload = payloads.get(key);
      if (!payload) {
        payload = transitionPayload(start, end, plan.removed, updated ?? []);
        payloads.set(key, payload);
      }
      out.push({ session, payload });
    }
    return out;
  }

  /** Executes one subscription's query at `ts` as the planned identity and registers it. */
  private async runQuery(
    sub: Subscription,
    key: string,
    plan: Plan,
    ts: bigint,
  ): Promise<QueryInstance> {
    this.stats.queryExecutions++;
    const { runner, store } = this.host;
    const tx = new Transaction(store, ts, false);
    const journal = parseJournal(sub.journal);
    const logLines: string[] = [];
    let outcome: QueryOutcome;
    try {
      const resolved = resolveFunction(this.host.app, sub.udfPath, {
        expected: "query",
        fromClient: true,
      });
      const args = argsObject(sub.args);
      validateArgs(resolved, args, store.tableNameOfId);
      const value = await runner.runUdf(
        resolved,
        args,
        tx,
        { auth: plan.identity, fromClient: true, journal },
        logLines,
      );
      outcome = {
        success: true,
        value: convexToJson(value),
        logLines,
        journal: formatJournal(journal),
      };
    } catch (e) {
      outcome = {
        success: false,
        ...functionFailure(e, sub.udfPath),
        logLines,
        journal: formatJournal(journal),
      };
    }
    const instance = new QueryInstance(
      key,
      ts,
      tx.readSet,
      outcome,
      this.onInvalidated,
    );
    this.registry.add(instance);
    return instance;
  }

  // ----------------------------------------------------------------- outbound

  /** Sends one JSON message on its own. */
  private send(session: Session, message: ServerMessage): void {
    session.writeFrame(textFrame(Buffer.from(JSON.stringify(message))));
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
    return this.host.runner.txLock.run(() =>
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
        CLOSE_GOING_AWAY,
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
