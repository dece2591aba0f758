/**
 * The open connections: a `Session` for each accepted WebSocket, single messages sent
 * to one, and the ways one ends (closed by the server, by the client or by a failure),
 * each handled once. A failure here stays with its connection.
 */
import { type IncomingHttpHeaders } from "node:http";
import { type Duplex } from "node:stream";
import { type WebSocket } from "ws";
import { log } from "../../log";
import { type SyncStats } from "../sync-host";
import { CLOSE, type SyncLimits } from "../protocol/limits";
import { ProtocolError, type ServerMessage } from "../protocol/messages";
import { textFrame } from "../protocol/text-frames";
import { type QueryRegistry } from "../reactivity/query-registry";
import { Session } from "../session/session";

export interface ConnectionsContext {
  readonly registry: QueryRegistry;
  readonly limits: SyncLimits;
  readonly stats: SyncStats;
  /** A session needs an update round (`SessionOptions.needsRound`). */
  needsRound(session: Session): void;
  /** A session closed (its pending round work is dropped). */
  closed(session: Session): void;
}

/** Close reasons are limited to 123 bytes of UTF-8: cut whole characters. */
function closeReason(reason: string): string {
  let short = reason;
  while (Buffer.byteLength(short) > 123) short = short.slice(0, -1);
  return short;
}

export class Connections {
  readonly #sessions = new Set<Session>();
  #nextId = 1;

  constructor(private readonly ctx: ConnectionsContext) {}

  get size(): number {
    return this.#sessions.size;
  }

  /** The open sessions (one may close while they are iterated). */
  [Symbol.iterator](): IterableIterator<Session> {
    return this.#sessions.values();
  }

  /** A session for an accepted WebSocket over `socket`, upgraded with these headers. */
  open(
    ws: WebSocket,
    socket: Duplex,
    upgradeHeaders: IncomingHttpHeaders,
  ): Session {
    const { limits } = this.ctx;
    const session = new Session({
      ws,
      socket,
      id: this.#nextId++,
      rate: { perSecond: limits.messagesPerSecond, burst: limits.messageBurst },
      registry: this.ctx.registry,
      needsRound: (s) => this.ctx.needsRound(s),
      upgradeHeaders,
    });
    this.#sessions.add(session);
    this.ctx.stats.connections++;
    return session;
  }

  /** The socket closed (or is dropped): the session is closed and forgotten. */
  closed(session: Session): void {
    if (!session.markClosed()) return;
    this.#sessions.delete(session);
    this.ctx.closed(session);
  }

  /** Closes the connection with `code` and `reason`; one that does not answer is cut. */
  close(session: Session, code: number, reason: string): void {
    if (session.closed) return;
    try {
      session.ws.close(code, closeReason(reason));
    } catch {
      session.ws.terminate();
    }
    this.closed(session);
    // A client that does not answer the close handshake is cut off.
    setTimeout(() => session.ws.terminate(), 2000).unref();
  }

  /**
   * Closes every connection as the backend stops, each with its close frame followed
   * at once by the end of the stream; resolves once every close frame is handed to the
   * kernel, waiting at most `flushMs`.
   */
  async closeAll(code: number, reason: string, flushMs: number): Promise<void> {
    const flushed: Promise<void>[] = [];
    for (const session of [...this.#sessions]) {
      this.close(session, code, reason);
      flushed.push(session.endSocket());
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(flushed),
      new Promise((resolve) => (timer = setTimeout(resolve, flushMs))),
    ]);
    clearTimeout(timer);
  }

  /** Sends one JSON message on its own. */
  send(session: Session, message: ServerMessage): void {
    try {
      session.writeFrame(textFrame(Buffer.from(JSON.stringify(message))));
    } catch (e) {
      // Confined to this connection: callers loop over others (heartbeat Pings).
      log.error(`sync: writing to connection ${session.id} failed:`, e);
      this.close(session, CLOSE.internal, "InternalServerError");
    }
  }

  /**
   * Ends a connection whose frame is not a message this server accepts, as Convex
   * does: `FatalError` (on which the client stops rather than reconnecting into the
   * same error) and a close saying why. Only this connection is affected.
   */
  refuse(session: Session, why: string, code: number = CLOSE.protocol): void {
    if (session.closed) return;
    const error = `InvalidMessage: ${why}`;
    this.send(session, { type: "FatalError", error });
    this.close(session, code, error);
  }

  /** Handling one of its messages failed: a refused frame, or else an internal error. */
  fail(session: Session, e: unknown): void {
    if (e instanceof ProtocolError) {
      this.refuse(session, e.message);
    } else {
      log.error(`sync: connection ${session.id} failed:`, e);
      this.close(session, CLOSE.internal, "InternalServerError");
    }
  }
}
