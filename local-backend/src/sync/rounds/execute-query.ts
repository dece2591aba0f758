/**
 * One execution of a subscription's query at a commit ts, registered for precise
 * invalidation (see `../reactivity/query-registry`). Function errors become a failed
 * outcome (the client gets `QueryFailed`); anything else that goes wrong becomes one
 * too, for that query only (`failedInstance`), so that no error escapes into the update
 * round.
 */
import {
  functionFailure,
  idTables,
  resolveFunction,
  validateArgs,
} from "../../isolate/functions";
import { type PaginationJournal } from "../../isolate/call";
import { type ReadSet } from "../../database/read-set";
import { type SyncHost } from "../sync-host";
import { type QueryJournal } from "../protocol/messages";
import {
  type QueryOutcome,
  QueryInstance,
  type QueryRegistry,
} from "../reactivity/query-registry";
import { type Subscription } from "../session/query-set";
import { functionArgs } from "../protocol/frame-args";
import { sharedKeyOf } from "../reactivity/query-keys";
import { type Caller } from "../session/versions";

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

const NOTHING_READ: ReadSet = {
  intervals: [],
  points: new Set(),
  searchTables: new Set(),
  missingTables: new Set(),
};

/**
 * A failed result that is not registered: nothing it read can invalidate it, so the
 * client keeps the error until it subscribes again (or reconnects). For queries
 * refused at the door and for executions that failed in an unexpected way.
 */
export function failedInstance(
  errorMessage: string,
  ts: bigint,
): QueryInstance {
  return new QueryInstance(
    "\0failed",
    ts,
    NOTHING_READ,
    { success: false, errorMessage, logLines: [], journal: null },
    () => undefined,
  );
}

/**
 * Executes one subscription's query at `ts` as `identity` (internal queries too for
 * the `admin`) and registers the result: under `key`, the caller's, or under the key
 * every caller shares if it did not read the identity.
 */
export async function executeQuery(
  host: SyncHost,
  registry: QueryRegistry,
  sub: Subscription,
  key: string,
  { identity, admin }: Caller,
  ts: bigint,
  onInvalidate: (instance: QueryInstance) => void,
  /** Its connection waits on it (a mutation's Transition): before other queries. */
  urgent = false,
): Promise<QueryInstance> {
  const { runner, store } = host;
  const journal = parseJournal(sub.journal);
  let outcome: QueryOutcome;
  let readSet = NOTHING_READ;
  // Filed for this caller only, unless it turns out not to have read the identity.
  let identityRead = true;
  try {
    const resolved = resolveFunction(host.app, sub.udfPath, {
      expected: "query",
      fromClient: !admin,
    });
    const args = functionArgs(sub.udfPath, sub.args);
    validateArgs(resolved, args, idTables(store, resolved.component));
    const run = await runner.runQueryAt(
      resolved,
      args,
      { auth: identity, fromClient: !admin, journal },
      ts,
      urgent,
    );
    readSet = run.readSet;
    identityRead = run.identityRead;
    outcome = run.outcome.ok
      ? {
          success: true,
          value: run.outcome.json,
          logLines: run.logLines,
          journal: formatJournal(journal),
        }
      : {
          success: false,
          ...functionFailure(run.outcome.error, sub.udfPath),
          logLines: run.logLines,
          journal: formatJournal(journal),
        };
  } catch (e) {
    outcome = {
      success: false,
      ...functionFailure(e, sub.udfPath),
      logLines: [],
      journal: formatJournal(journal),
    };
  }
  const instance = new QueryInstance(
    identityRead ? key : sharedKeyOf(key),
    ts,
    readSet,
    outcome,
    onInvalidate,
  );
  registry.add(instance);
  // Commits landed while it ran (rounds do not hold them back): if one wrote into what
  // it read, the result is right for `ts` but already stale, so the next round re-runs it.
  const changed = host.committer.firstChangeAfter(ts, readSet);
  if (changed !== null) registry.markStale(instance, changed);
  return instance;
}
