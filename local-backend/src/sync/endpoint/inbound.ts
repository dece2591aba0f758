/**
 * Inbound frames: the checks at the door (message rate, binary frames, the strict
 * parser of `../protocol/messages` with its nesting limit), then each message by type,
 * in order per connection. A malformed frame ends only its own connection, with
 * `FatalError` (`Connections.refuse`); nothing but `Connect` and `Event` is accepted
 * before `Connect`.
 */
import { type RawData } from "ws";
import { type Authenticator } from "./authenticate";
import { type Connections } from "./connections";
import { type SyncStats } from "../sync-host";
import { CLOSE, type SyncLimits } from "../protocol/limits";
import { type ClientMessage, parseClientMessage } from "../protocol/messages";
import { modifyQuerySet } from "./modify-query-set";
import { type FunctionRequests } from "./function-requests";
import { type Session } from "../session/session";

export interface InboundContext {
  readonly stats: SyncStats;
  readonly limits: SyncLimits;
  readonly connections: Connections;
  readonly auth: Authenticator;
  readonly requests: FunctionRequests;
  /** Asks for the Transition that shows a query set change. */
  markDirty(session: Session, forced: boolean): void;
}

export class Inbound {
  constructor(private readonly ctx: InboundContext) {}

  /** One frame from `session`'s socket. */
  onFrame(session: Session, data: RawData, isBinary: boolean): void {
    const { stats, limits, connections } = this.ctx;
    stats.framesReceived++;
    if (session.closed) return;
    if (!session.takeMessageToken()) {
      connections.close(
        session,
        CLOSE.protocol,
        "TooManyConcurrentRequests: message rate limit exceeded",
      );
      return;
    }
    if (isBinary) {
      connections.refuse(
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
      message = parseClientMessage(text, limits.maxFrameNesting);
    } catch (e) {
      connections.refuse(session, (e as Error).message);
      return;
    }
    session.handleInOrder(
      () => this.handle(session, message),
      (e) => connections.fail(session, e),
    );
  }

  /** Handles one message; a promise only for the messages that finish later. */
  private handle(
    session: Session,
    message: ClientMessage,
  ): Promise<void> | undefined {
    if (message.type === "Event") return;
    if (message.type === "Connect") {
      session.connect(message);
      return;
    }
    session.connectedSessionId(message.type);
    switch (message.type) {
      case "ModifyQuerySet":
        modifyQuerySet(session, message, this.ctx.limits);
        this.ctx.markDirty(session, true);
        return;
      case "Authenticate":
        return this.ctx.auth.authenticate(session, message);
      case "Mutation":
        this.ctx.requests.mutation(session, message);
        return;
      case "Action":
        this.ctx.requests.action(session, message);
        return;
    }
  }
}
