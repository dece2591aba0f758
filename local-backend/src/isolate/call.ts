/**
 * What a call of a Convex function carries (the caller's identity and options) and
 * what it returns.
 */
import { type JSONValue, type Value } from "convex/values";
import { type TransactionUsage } from "../database/meter";

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
  /**
   * The component instance the function is looked up and runs in ("" or absent: the
   * app). Its syscalls see that component's tables, files, scheduler and env.
   */
  component?: string;
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
