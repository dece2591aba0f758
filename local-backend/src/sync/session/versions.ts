/**
 * The versions a Transition goes between, and the rule for the next one: it starts at
 * the last `endVersion` sent, never goes back from it, and never goes past the
 * session's current query set and identity versions.
 */
import { type UserIdentity } from "../../isolate/call";
import { SessionStateError } from "./query-set";

/** A Transition's start or end version. */
export interface Version {
  querySet: number;
  identity: number;
  ts: bigint;
  /** The three as text, to group connections in the same state cheaply. */
  key: string;
}

/** What the Transition begun by `Session.beginTransition` describes. */
export interface TransitionTarget {
  querySet: number;
  identityVersion: number;
  identity: UserIdentity | null;
  /** Authenticated with the admin key: its queries may be internal ones. */
  admin: boolean;
  /** Query ids removed since the last Transition. */
  removed: number[];
}

/** Whom a connection's calls run as: its identity, and whether it is the admin. */
export type Caller = Pick<TransitionTarget, "identity" | "admin">;

export function version(
  querySet: number,
  identity: number,
  ts: bigint,
): Version {
  return {
    querySet,
    identity,
    ts,
    key: `${querySet} ${identity} ${String(ts)}`,
  };
}

/**
 * The end version of connection `id`'s Transition from `start` to `target`, built at
 * `ts` (a ts never goes back either); throws `SessionStateError` when `target` lies
 * before `start` or beyond the `current` versions.
 */
export function endVersion(
  id: number,
  start: Version,
  target: Pick<TransitionTarget, "querySet" | "identityVersion">,
  current: { querySet: number; identity: number },
  ts: bigint,
): Version {
  if (
    target.querySet < start.querySet ||
    target.identityVersion < start.identity ||
    target.querySet > current.querySet ||
    target.identityVersion > current.identity
  )
    throw new SessionStateError(
      `connection ${id}: Transition to ${target.querySet}/${target.identityVersion} from ${start.key}`,
    );
  return version(
    target.querySet,
    target.identityVersion,
    ts > start.ts ? ts : start.ts,
  );
}
