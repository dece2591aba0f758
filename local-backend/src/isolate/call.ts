/**
 * What a call of a Convex function carries (the caller's identity and options) and
 * what it returns.
 */
import { type JSONValue, type Value } from "convex/values";
import { type PastRead } from "../runtime/history";
import { type TransactionUsage } from "../runtime/transaction";

export type UserIdentity = Record<string, JSONValue> & {
  tokenIdentifier: string;
  subject: string;
  issuer: string;
};

/** A caller's identity: a user, nobody, or a token that failed validation. */
export type Auth = UserIdentity | null | { error: string };

export function isAuthError(auth: Auth): auth is { error: string } {
  return auth !== null && "error" in auth && !("tokenIdentifier" in auth);
}

export interface CallOptions {
  auth: Auth;
  fromClient: boolean;
  depth?: number;
  scheduledJobId?: string;
  /**
   * Mutations re-sent by a reconnecting client (sync protocol): a successful result is
   * recorded under (sessionId, requestId) in the mutation's own transaction and replayed
   * instead of running the mutation again.
   */
  dedup?: { sessionId: string; requestId: number };
  /**
   * Sync subscriptions: the query's pagination journal. `end` (if set) is the implicit
   * `endCursor` of its `paginate()`; after the run it holds the page's end cursor.
   */
  journal?: PaginationJournal;
}

export interface PaginationJournal {
  end: string | null;
}

export interface RunResult {
  value: Value;
  logLines: string[];
  /** Commit ts for mutations, snapshot ts for queries. */
  ts: bigint;
  /** A deduplicated mutation (`dedup`) answered from its recorded result. */
  replayed?: boolean;
  /**
   * What the query's or mutation's transaction used (nested `ctx.runQuery` and
   * `ctx.runMutation` included), for benchmarks; absent for actions and replays.
   */
  usage?: TransactionUsage;
}

/** A read at a past timestamp that the local backend cannot answer exactly. */
export class PastReadError extends Error {
  constructor(
    readonly ts: bigint,
    readonly reason: Extract<PastRead, { ok: false }>["reason"],
  ) {
    super(
      reason === "future"
        ? `Timestamp ${ts} is newer than the latest commit; get one from /api/query_ts.`
        : reason === "too old"
          ? `Timestamp ${ts} is too old: the local backend keeps the write history of the last 5 minutes (32 MiB) of commits since it started. Get a new one from /api/query_ts.`
          : `The data this query reads changed after timestamp ${ts}, and the local backend keeps only the latest version of each document. Get a new timestamp from /api/query_ts and read again.`,
    );
    this.name = "PastReadError";
  }
}
