/**
 * `Mutation` and `Action` requests. Mutations of one connection run in order, each
 * through `runner.runMutation` deduplicated by (sessionId, requestId) in the same
 * transaction as its writes, so one re-sent after a reconnect runs once; its
 * `MutationResponse` goes out before the Transition that shows it (the client resolves
 * the promise on that Transition). Mutations not yet started when their socket closes
 * are dropped (the client re-sends them). Actions run at once. Each kind is capped per
 * connection (`maxPendingMutations`, `maxPendingActions`: close 1013), and a request
 * made with an expired token gets `AuthError`.
 */
import { convexToJson } from "convex/values";
import { functionFailure } from "../../isolate/functions";
import { functionArgs } from "../protocol/frame-args";
import { type Authenticator, TOKEN_EXPIRED } from "./authenticate";
import { type Connections } from "./connections";
import { type SyncHost, type SyncStats } from "../sync-host";
import { CLOSE, type SyncLimits } from "../protocol/limits";
import {
  encodeTs,
  type MessageOf,
  type ServerMessage,
} from "../protocol/messages";
import { type Session } from "../session/session";
import { type SessionRequestPruner } from "./session-request-pruner";
import { type Caller } from "../session/versions";

export interface FunctionRequestsContext {
  readonly host: Pick<SyncHost, "runner">;
  readonly stats: SyncStats;
  readonly limits: SyncLimits;
  readonly connections: Connections;
  readonly auth: Authenticator;
  readonly pruner: SessionRequestPruner;
  /** Asks for the Transition that covers a mutation's commit. */
  /** `atTs`: a mutation's commit, which the next Transition must reach. */
  markDirty(session: Session, forced: boolean, atTs?: bigint): void;
}

type Request = MessageOf<"Mutation" | "Action">;

export class FunctionRequests {
  constructor(private readonly ctx: FunctionRequestsContext) {}

  /** A `Mutation` message: queued behind the connection's earlier ones. */
  mutation(session: Session, message: Request): void {
    const { stats, limits, connections } = this.ctx;
    stats.mutationsReceived++;
    if (session.pendingMutations >= limits.maxPendingMutations) {
      connections.close(
        session,
        CLOSE.again,
        `TooManyConcurrentMutations: at most ${limits.maxPendingMutations} mutations in flight per connection`,
      );
      return;
    }
    const first = session.firstRequestId === null;
    const caller = { identity: session.identity, admin: session.admin };
    const expired = session.tokenExpired();
    session.enqueueMutation(
      message.requestId,
      () => this.runMutation(session, message, caller, expired),
      // Not expected (failures become responses); if it happens, it ends this
      // connection only, and neither breaks its queue nor goes unhandled.
      (e) => connections.fail(session, e),
    );
    if (first)
      this.ctx.pruner.noteFirstRequest(
        session.connectedSessionId("Mutation"),
        message.requestId,
      );
  }

  /** An `Action` message: run at once. */
  action(session: Session, message: Request): void {
    const { limits, connections } = this.ctx;
    if (session.pendingActions >= limits.maxPendingActions) {
      connections.close(
        session,
        CLOSE.again,
        `TooManyConcurrentActions: at most ${limits.maxPendingActions} actions in flight per connection`,
      );
      return;
    }
    const caller = { identity: session.identity, admin: session.admin };
    session.startAction(
      () => this.runAction(session, message, caller),
      (e) => connections.fail(session, e),
    );
  }

  private async runMutation(
    session: Session,
    { requestId, udfPath, args }: Request,
    { identity, admin }: Caller,
    expired: boolean,
  ): Promise<void> {
    // Not started before the socket closed: the client re-sends it on its next socket.
    if (session.closed) return;
    if (expired || session.tokenExpired()) {
      this.ctx.auth.error(session, TOKEN_EXPIRED, false);
      return;
    }
    const sessionId = session.connectedSessionId("Mutation");
    let response: ServerMessage;
    let committed = 0n;
    try {
      // Deduplicated by (sessionId, requestId) in the mutation's own transaction.
      const result = await this.ctx.host.runner.runMutation(
        udfPath,
        functionArgs(udfPath, args),
        {
          auth: identity,
          fromClient: !admin,
          dedup: { sessionId, requestId },
        },
      );
      this.ctx.stats.mutations++;
      committed = result.ts;
      if (result.replayed) this.ctx.stats.deduplicatedMutations++;
      response = {
        type: "MutationResponse",
        requestId,
        success: true,
        result: convexToJson(result.value),
        ts: encodeTs(result.ts),
        logLines: result.logLines,
      };
    } catch (e) {
      response = failure("MutationResponse", requestId, udfPath, e);
    }
    this.ctx.connections.send(session, response);
    // The Transition that covers this mutation's ts follows its response.
    this.ctx.markDirty(session, true, committed);
  }

  private async runAction(
    session: Session,
    { requestId, udfPath, args }: Request,
    { identity, admin }: Caller,
  ): Promise<void> {
    if (session.tokenExpired()) {
      this.ctx.auth.error(session, TOKEN_EXPIRED, false);
      return;
    }
    let response: ServerMessage;
    try {
      const result = await this.ctx.host.runner.runAction(
        udfPath,
        functionArgs(udfPath, args),
        { auth: identity, fromClient: !admin },
      );
      response = {
        type: "ActionResponse",
        requestId,
        success: true,
        result: convexToJson(result.value),
        logLines: result.logLines,
      };
    } catch (e) {
      response = failure("ActionResponse", requestId, udfPath, e);
    }
    this.ctx.connections.send(session, response);
  }
}

/** A failed mutation's or action's response; its log lines travel on the error. */
function failure(
  type: "MutationResponse" | "ActionResponse",
  requestId: number,
  udfPath: string,
  e: unknown,
): ServerMessage {
  const { errorMessage, errorData } = functionFailure(e, udfPath);
  return {
    type,
    requestId,
    success: false,
    result: errorMessage,
    logLines: (e as { logLines?: string[] }).logLines ?? [],
    ...(errorData !== undefined ? { errorData } : {}),
  };
}
