/**
 * `ModifyQuerySet`: a connection's subscriptions, checked at the door.
 *
 * A query that cannot run as sent (arguments over Convex's value limits) or that
 * would take the connection over `maxSubscriptions` is kept as a refused subscription:
 * the client gets `QueryFailed` for that query id in the next Transition, the query
 * never runs, and the rest of the frame is served. A frame that is not a sane query
 * set change (version mismatch, duplicate or unknown ids, more than `maxQueryIds`)
 * is a `ProtocolError`: the connection ends with `FatalError`. The session keeps the
 * versions and ids (`Session.applyModifyQuerySet`); the checks of each query are here.
 */
import { functionFailure } from "../../isolate/functions";
import { functionArgs } from "../protocol/frame-args";
import { failedInstance } from "../rounds/execute-query";
import { type SyncLimits, tooManySubscriptions } from "../protocol/limits";
import {
  type AddQuery,
  type MessageOf,
  ProtocolError,
} from "../protocol/messages";
import { type QueryInstance } from "../reactivity/query-registry";
import { type Session } from "../session/session";

export function modifyQuerySet(
  session: Session,
  message: MessageOf<"ModifyQuerySet">,
  limits: SyncLimits,
): void {
  session.applyModifyQuerySet(message, (mod, held) =>
    admitQuery(mod, held, limits),
  );
}

/**
 * One `Add` at the door, on a connection holding `queryIds` ids of which `running`
 * run: its refusal (a failed result, never run), or null to run it.
 */
export function admitQuery(
  mod: AddQuery,
  held: { queryIds: number; running: number },
  limits: SyncLimits,
): QueryInstance | null {
  if (mod.componentPath)
    throw new ProtocolError(
      "Components are not supported by the local backend",
    );
  if (held.queryIds >= limits.maxQueryIds)
    throw new ProtocolError(
      `TooManySubscriptions: more than ${limits.maxQueryIds} query ids on one connection`,
    );
  if (held.running >= limits.maxSubscriptions)
    return failedInstance(tooManySubscriptions(limits), 0n);
  try {
    functionArgs(mod.udfPath, mod.args);
    return null;
  } catch (e) {
    return failedInstance(functionFailure(e, mod.udfPath).errorMessage, 0n);
  }
}
