/**
 * `ModifyQuerySet`: a connection's subscriptions, checked at the door.
 *
 * A query that cannot run as sent (arguments over Convex's value limits) or that
 * would take the connection over `maxSubscriptions` is kept as a refused subscription:
 * the client gets `QueryFailed` for that query id in the next Transition, the query
 * never runs, and the rest of the frame is served. A frame that is not a sane query
 * set change (version mismatch, duplicate or unknown ids, more than `maxQueryIds`)
 * is a `ProtocolError`: the connection ends with `FatalError`.
 */
import { functionFailure } from "../isolate/functions";
import { functionArgs } from "./args";
import { failedInstance } from "./execute";
import { type SyncLimits, tooManySubscriptions } from "./limits";
import { type AddQuery, type ClientMessage, ProtocolError } from "./protocol";
import { type QueryRegistry } from "./queries";
import { type Session } from "./session";

export function modifyQuerySet(
  session: Session,
  message: Extract<ClientMessage, { type: "ModifyQuerySet" }>,
  registry: QueryRegistry,
  limits: SyncLimits,
): void {
  if (message.baseVersion !== session.querySetVersion) {
    throw new ProtocolError(
      `BaseVersionMismatch: query set base version ${message.baseVersion}, expected ${session.querySetVersion}`,
    );
  }
  if (message.newVersion <= message.baseVersion) {
    throw new ProtocolError(
      `ModifyQuerySet.newVersion ${message.newVersion} must exceed ${message.baseVersion}`,
    );
  }
  for (const mod of message.modifications) {
    if (mod.type === "Add") {
      addQuery(session, mod, limits);
      continue;
    }
    const sub = session.subs.get(mod.queryId);
    if (!sub) throw new ProtocolError(`Remove of unknown query ${mod.queryId}`);
    if (sub.instance) registry.release(sub.instance, session);
    if (!sub.refusal) session.runningSubs--;
    session.subs.delete(mod.queryId);
    session.removed.push(mod.queryId);
  }
  session.querySetVersion = message.newVersion;
}

function addQuery(session: Session, mod: AddQuery, limits: SyncLimits): void {
  if (session.subs.has(mod.queryId))
    throw new ProtocolError(`Duplicate query id ${mod.queryId}`);
  if (mod.componentPath)
    throw new ProtocolError(
      "Components are not supported by the local backend",
    );
  if (session.subs.size >= limits.maxQueryIds)
    throw new ProtocolError(
      `TooManySubscriptions: more than ${limits.maxQueryIds} query ids on one connection`,
    );
  session.removed = session.removed.filter((id) => id !== mod.queryId);
  let refusal: string | null = null;
  if (session.runningSubs >= limits.maxSubscriptions) {
    refusal = tooManySubscriptions(limits);
  } else {
    try {
      functionArgs(mod.udfPath, mod.args);
    } catch (e) {
      refusal = functionFailure(e, mod.udfPath).errorMessage;
    }
  }
  session.subs.set(mod.queryId, {
    queryId: mod.queryId,
    udfPath: mod.udfPath,
    args: mod.args,
    journal: mod.journal ?? null,
    instance: null,
    sentHash: null,
    ...(refusal === null ? {} : { refusal: failedInstance(refusal, 0n) }),
  });
  if (refusal === null) session.runningSubs++;
}
