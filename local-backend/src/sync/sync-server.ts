/**
 * The sync endpoint (`/api/<client version>/sync`, `/api/sync`): the WebSocket protocol
 * of `convex/browser`, served from the cloud port. `SyncServer` wires the parts, each in
 * its own module: acceptance (`./endpoint/upgrade-gate`), the open connections
 * (`./endpoint/connections`, per-socket state in `./session/`), inbound frames by
 * message type (`./endpoint/inbound`), `Authenticate` (`./endpoint/authenticate`),
 * mutations and actions (`./endpoint/function-requests`), update rounds
 * (`./rounds/update-rounds`), the heartbeat (`./endpoint/heartbeat`) and the pruning of
 * `session_requests` (`./endpoint/session-request-pruner`).
 *
 * Reactivity: every query run by a subscription records its read set. The committer
 * calls `onApplied` as each mutation commits; the registry invalidates exactly the
 * executions that commit touched and marks their connections dirty. Update rounds
 * re-run only invalid queries, a bounded slice per connection per round, and send each
 * connection one Transition once everything it shows is durable. Rounds read one
 * snapshot while commits land; an execution a commit overtook is re-run next round.
 */
import { type IncomingMessage } from "node:http";
import { type Duplex } from "node:stream";
import { type RawData, type WebSocket } from "ws";
import { type AppliedCommit } from "../database/committer";
import { log } from "../log";
import { Authenticator } from "./endpoint/authenticate";
import { Connections } from "./endpoint/connections";
import { Heartbeat } from "./endpoint/heartbeat";
import { type SyncHost, type SyncStats } from "./sync-host";
import { Inbound } from "./endpoint/inbound";
import { CLOSE, DEFAULT_SYNC_LIMITS, type SyncLimits } from "./protocol/limits";
import { QueryRegistry } from "./reactivity/query-registry";
import { FunctionRequests } from "./endpoint/function-requests";
import { UpdateRounds } from "./rounds/update-rounds";
import { type Session } from "./session/session";
import { SessionRequestPruner } from "./endpoint/session-request-pruner";
import { UpgradeGate } from "./endpoint/upgrade-gate";

export type { SyncHost, SyncStats } from "./sync-host";
export type { SyncLimits } from "./protocol/limits";

/** Options; every limit of `SyncLimits` may be given (defaults in `./protocol/limits`). */
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

function limitsOf(options: SyncOptions): SyncLimits {
  const limits: SyncLimits = { ...DEFAULT_SYNC_LIMITS };
  for (const name of Object.keys(limits) as (keyof SyncLimits)[]) {
    const value = options[name];
    if (value !== undefined) limits[name] = value;
  }
  return limits;
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
  private readonly upgrades: UpgradeGate;
  private readonly registry: QueryRegistry;
  private readonly connections: Connections;
  private readonly rounds: UpdateRounds;
  private readonly pruner: SessionRequestPruner;
  private readonly inbound: Inbound;
  private readonly heartbeat: Heartbeat;

  constructor(host: SyncHost, options: SyncOptions) {
    const { stats } = this;
    const limits = (this.limits = limitsOf(options));
    this.upgrades = new UpgradeGate(
      options.allowedOrigins,
      limits.maxFrameBytes,
    );
    const registry = (this.registry = new QueryRegistry(host.store));
    const markDirty = (session: Session, forced: boolean, atTs?: bigint) =>
      this.rounds.markDirty(session, forced, atTs);
    const connections = (this.connections = new Connections({
      registry,
      limits,
      stats,
      needsRound: (session) => markDirty(session, false),
      closed: (session) => this.rounds.forget(session),
    }));
    const auth = new Authenticator({ host, connections, markDirty });
    this.rounds = new UpdateRounds({
      host,
      registry,
      stats,
      limits,
      closeSession: (session, code, reason) =>
        connections.close(session, code, reason),
      authError: (session, error, attempted) =>
        auth.error(session, error, attempted),
    });
    this.pruner = new SessionRequestPruner(
      host,
      options.sessionRequestRetentionMs ?? 14 * 24 * 60 * 60 * 1000,
    );
    const pruner = this.pruner;
    const requests = new FunctionRequests({
      host,
      stats,
      limits,
      connections,
      auth,
      pruner,
      markDirty,
    });
    this.inbound = new Inbound({
      stats,
      limits,
      connections,
      auth,
      requests,
      markDirty,
    });
    host.committer.onApplied((commit) => this.onCommitted(commit));
    this.heartbeat = new Heartbeat(
      connections,
      this.pruner,
      options.pingIntervalMs ?? 15_000,
    );
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Takes over an HTTP upgrade on the cloud port (`HttpHost.onUpgrade`). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.upgrades.handle(req, socket, head, (ws, s) => this.accept(ws, s, req));
  }

  private accept(ws: WebSocket, socket: Duplex, req: IncomingMessage): void {
    const session = this.connections.open(ws, socket, req.headers);
    ws.on("message", (data: RawData, isBinary: boolean) =>
      this.inbound.onFrame(session, data, isBinary),
    );
    ws.on("pong", () => session.ponged());
    ws.on("error", (e: Error) => {
      // e.g. a frame over maxPayload: ws closes with 1009 itself.
      if (!session.closed)
        log.warn(`sync: connection ${session.id}: ${e.message}`);
    });
    ws.on("close", () => this.connections.closed(session));
  }

  private onCommitted(commit: AppliedCommit): void {
    try {
      this.registry.applyCommit(commit);
    } catch (e) {
      // Never fail a commit because of the sync layer; re-run everything instead.
      log.error("sync: invalidation failed, re-running all subscriptions:", e);
      this.registry.invalidateAll();
    }
  }

  /** Holds update rounds until `until` settles (tests that line frames up). */
  holdRounds(until: Promise<void>): void {
    this.rounds.hold(until);
  }

  /** Re-runs every subscription (code reload). */
  invalidateAll(): void {
    this.registry.invalidateAll();
  }

  /**
   * Deletes the `session_requests` records no client can re-send (see
   * `./endpoint/session-request-pruner`); with `age`, also those older than the retention. The
   * heartbeat runs it; returns the number of records deleted.
   */
  pruneSessionRequests({ age = true } = {}): Promise<number> {
    return this.pruner.prune({ age });
  }

  /**
   * Closes every connection and stops. Each client gets a close frame saying why
   * (`InternalServerError`, which the client treats as a restart: it reconnects after
   * about a second) followed at once by the end of the stream, so it does not wait for
   * this server to finish the close handshake. Resolves once every close frame is
   * handed to the kernel (waiting at most `CLOSE_FLUSH_MS`); a socket still open 2 s
   * after its close frame is cut (`Connections.close`).
   */
  async close(): Promise<void> {
    this.upgrades.stopAccepting();
    this.heartbeat.stop();
    await this.connections.closeAll(
      CLOSE.goingAway,
      "InternalServerError: backend stopping",
      CLOSE_FLUSH_MS,
    );
    await this.upgrades.close();
  }
}
