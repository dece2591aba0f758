/**
 * Every limit the sync endpoint enforces per connection, in one place, with how a
 * client over it is told (docs/SECURITY.md lists the same numbers).
 *
 * The numbers follow Convex where Convex has one (its sync worker and value crates);
 * where it has none (subscriptions per connection, work per turn) they are chosen so
 * that no page of the app comes near them: a page holds a few dozen subscriptions.
 *
 * How a client hears about a limit, as Convex reports each kind:
 * - a frame that is not a well-formed protocol message (bad JSON, nested deeper than
 *   `maxFrameNesting`, unknown type, wrong field types, a version mismatch, more query
 *   ids than `maxQueryIds`): `FatalError` then close 1008 `InvalidMessage: …`. Convex
 *   answers such "bad request" frames with `FatalError`, after which its client stops
 *   (it never reconnects into the same error);
 * - a query whose arguments break Convex's value limits, or one added over
 *   `maxSubscriptions`: `QueryFailed` for that query id only, never run. The rest of
 *   the frame is served, as Convex fails such a query at execution;
 * - a mutation or action whose arguments break the value limits: its
 *   `MutationResponse`/`ActionResponse` fails, it never runs;
 * - more mutations or actions in flight than `maxPendingMutations`/`maxPendingActions`:
 *   close 1013 `TooManyConcurrentMutations`/`TooManyConcurrentActions` (Convex's
 *   rate-limited close: the client reconnects with backoff and re-sends what is
 *   unresolved);
 * - frames over `maxFrameBytes`: close 1009 (by `ws`); over the message rate: close
 *   1008 `TooManyConcurrentRequests` (the client backs off 3 s).
 */

export interface SyncLimits {
  /** Largest accepted frame, in bytes. Convex's function argument limit is 16 MiB. */
  maxFrameBytes: number;
  /**
   * Deepest JSON nesting of a whole frame. Convex parses frames with serde_json, whose
   * recursion limit is 128; a value within Convex's own limit (64) always fits.
   */
  maxFrameNesting: number;
  /** Subscriptions run per connection; queries added beyond get `QueryFailed`. */
  maxSubscriptions: number;
  /**
   * Query ids a connection may hold, run or refused. A client that keeps adding past
   * this is not a client with a few too many queries; its frame is a protocol error.
   */
  maxQueryIds: number;
  /** Mutations received and not yet answered, per connection (Convex: 1000). */
  maxPendingMutations: number;
  /** Actions running, per connection (Convex: 1000). */
  maxPendingActions: number;
  /**
   * A connection's turn in an update round: at most `queriesPerTurn` fresh query
   * executions, and no new one once the turn has lasted `turnMs`. Its remaining queries
   * wait for a later round, which runs after other connections' frames and mutations
   * had their turn (see `../rounds/update-rounds`). So one connection's burst delays
   * everyone else by one turn (at most 16 executions, about 4 ms unless a single query
   * takes longer) rather than by all of its work.
   */
  queriesPerTurn: number;
  turnMs: number;
  /**
   * An update round starts no new turn after `roundMs`: it sends the Transitions that
   * are ready and leaves the rest to the next round, so a burst of re-runs (one commit
   * touching many users' queries) delivers in slices instead of all at the end.
   */
  roundMs: number;
  /** Sustained client messages per second per connection. */
  messagesPerSecond: number;
  /** Burst of client messages per connection. */
  messageBurst: number;
}

export const DEFAULT_SYNC_LIMITS: Readonly<SyncLimits> = Object.freeze({
  maxFrameBytes: 16 << 20,
  maxFrameNesting: 128,
  maxSubscriptions: 1000,
  maxQueryIds: 2000,
  maxPendingMutations: 1000,
  maxPendingActions: 1000,
  queriesPerTurn: 16,
  turnMs: 4,
  roundMs: 16,
  messagesPerSecond: 500,
  messageBurst: 2000,
});

/** Close codes the sync endpoint uses (RFC 6455 §7.4.1). */
export const CLOSE = {
  normal: 1000,
  goingAway: 1001,
  unsupported: 1003,
  protocol: 1008,
  tooBig: 1009,
  internal: 1011,
  /** "Try again later": Convex closes rate-limited sockets with it. */
  again: 1013,
} as const;

/** The `QueryFailed` message of a query added over `maxSubscriptions`. */
export function tooManySubscriptions(limits: SyncLimits): string {
  return `TooManySubscriptions: this connection already runs ${limits.maxSubscriptions} queries, the most one connection may; this query was not run. Unsubscribe from others first.`;
}
